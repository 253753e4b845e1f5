/* The compiled core of salon.solvers.piquet_dd: the same search and the same counting as the
 * pure-Python solver, which stays the reference the tests compare this with.
 *
 * A position is two bitmask hands (card index = suit * 9 + rank - 6), the leader, the card led
 * (or -1), the tricks, and what the pique still depends on: whether it is open and elder's score
 * (only its reaching thirty matters, so it is kept at thirty at most). Alpha-beta with fail-soft
 * bounds, a fixed-size transposition table of lower and upper bounds, the best card of a
 * position tried first when it is met again, and equivalent cards merged (adjacent in their suit
 * among the cards still out, in one hand; the led card parts a run).
 *
 * The table is shared by the calls of one process and emptied at each call by a generation
 * stamp, so that results and counts never depend on earlier calls. The search holds the GIL,
 * which is what keeps the shared table safe.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define ELDER 0
#define YOUNGER 1
#define INF 30000
#define TABLE_BITS 18 /* 8 MB: a whole deal searches some 30,000 positions, rarely 300,000 */
#define TABLE_SIZE (1u << TABLE_BITS)
#define SUIT_BITS 0x1FFULL

typedef struct {
    uint64_t hands[2];
    int leader;
    int lead; /* the index of the card led to the trick in progress, or -1 */
    int tricks[2];
    int elder_score; /* at most 30: only reaching thirty matters, and only while the pique is open */
    int pique_open;
    int counted;
} Position;

typedef struct {
    uint64_t key1, key2;
    int16_t lower, upper;
    int8_t best;
    uint32_t generation;
} Entry;

typedef struct {
    int last_trick_ten;
    int cards_toward_pique;
    int ruled; /* the hand that plays by the rules of thumb, or -1: both play their best */
    uint64_t unseen_by_ruled; /* cards out of play the ruled hand has not seen */
    long long nodes;
} Search;

static Entry *table = NULL;
static uint32_t generation = 0;

static int
start_search(void)
{
    if (table == NULL) {
        table = calloc(TABLE_SIZE, sizeof(Entry));
        if (table == NULL) {
            PyErr_NoMemory();
            return -1;
        }
    }
    generation++;
    if (generation == 0) { /* wrapped: stale stamps could match again */
        memset(table, 0, TABLE_SIZE * sizeof(Entry));
        generation = 1;
    }
    return 0;
}

static inline int
mover_of(const Position *p)
{
    return p->lead < 0 ? p->leader : 1 - p->leader;
}

static inline void
score(Position *p, int role, int points, int *gain)
{
    if (role == ELDER) {
        *gain += points;
        p->elder_score += points;
        if (p->elder_score > 30)
            p->elder_score = 30;
        if (p->pique_open && p->elder_score >= 30) {
            p->pique_open = 0;
            *gain += 30;
        }
    }
    else {
        *gain -= points;
        p->pique_open = 0;
    }
}

/* The position after `index` is played, and elder's gain less younger's from it. */
static int
after_card(const Search *s, const Position *p, int index, Position *out)
{
    int mover = mover_of(p);
    int gain = 0;
    *out = *p;
    out->hands[mover] &= ~(1ULL << index);
    if (p->lead < 0) {
        score(out, mover, 1, &gain);
        out->lead = index;
        return gain;
    }
    int lead = p->lead;
    int wins = index / 9 == lead / 9 && index > lead;
    int winner = wins ? mover : p->leader;
    out->tricks[winner]++;
    int points = winner == mover ? 1 : 0;
    int last = out->tricks[0] + out->tricks[1] == 12;
    if (last)
        points += s->last_trick_ten ? 10 : 1;
    if (points)
        score(out, winner, points, &gain);
    if (s->cards_toward_pique && !out->counted && out->tricks[ELDER] == 7 &&
        out->tricks[YOUNGER] == 0) {
        out->counted = 1;
        score(out, ELDER, 10, &gain);
    }
    if (last) {
        for (int role = 0; role < 2; role++) {
            int bonus = 0;
            if (out->tricks[role] == 12)
                bonus = out->counted ? 30 : 40;
            else if (out->tricks[role] > 6 && !out->counted)
                bonus = 10;
            gain += role == ELDER ? bonus : -bonus;
        }
    }
    out->leader = winner;
    out->lead = -1;
    return gain;
}

/* The cards the mover may play, as a mask. */
static inline uint64_t
playable(const Position *p, int mover)
{
    uint64_t hand = p->hands[mover];
    if (p->lead >= 0) {
        uint64_t suit = SUIT_BITS << (9 * (p->lead / 9));
        if (hand & suit)
            hand &= suit;
    }
    return hand;
}

/* The playable cards, one of each run of equivalent cards (the lowest), in index order. */
static int
candidates(const Position *p, int mover, int *picks)
{
    uint64_t hand = playable(p, mover);
    uint64_t out = p->hands[0] | p->hands[1] | (p->lead >= 0 ? 1ULL << p->lead : 0);
    int n = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t suit_mask = SUIT_BITS << (9 * suit);
        if (!(hand & suit_mask))
            continue;
        uint64_t rest = out & suit_mask;
        int previous_mine = 0;
        while (rest) {
            int index = __builtin_ctzll(rest);
            rest &= rest - 1;
            int mine = (int)(hand >> index & 1);
            if (mine && !previous_mine)
                picks[n++] = index;
            previous_mine = mine;
        }
    }
    return n;
}

static inline int
suit_length(uint64_t hand, int suit)
{
    return __builtin_popcountll(hand & SUIT_BITS << (9 * suit));
}

/* The card the ruled hand plays, as the rules of thumb choose it (salon.agents.piquet.thumb):
 * leading, a winning card (none higher unseen by it), of its longest suit, the highest, else
 * the point; following, the cheapest winner, else the least card of those it keeps least (a
 * winning card kept first, then a king, a queen or a guard to one). Ties go to the lowest index, as the rules of thumb meet their cards in index order. */
static int
ruled_card(const Search *s, const Position *p, int mover)
{
    uint64_t legal = playable(p, mover), hand = p->hands[mover];
    int best = -1, best_key = -1000000;
    uint64_t unseen = p->hands[1 - mover] | s->unseen_by_ruled;
    if (p->lead < 0) {
        for (uint64_t rest = legal; rest; rest &= rest - 1) {
            int index = __builtin_ctzll(rest), suit = index / 9;
            uint64_t above = (SUIT_BITS << (9 * suit)) & ~((2ULL << index) - 1);
            int master = (unseen & above) == 0;
            int key = master * 10000 + suit_length(hand, suit) * 100 + index % 9;
            if (key > best_key) {
                best_key = key;
                best = index;
            }
        }
        return best;
    }
    int lead = p->lead;
    for (uint64_t rest = legal; rest; rest &= rest - 1) {
        int index = __builtin_ctzll(rest), suit = index / 9, rank = index % 9;
        int key;
        if (suit == lead / 9 && index > lead)
            key = 10000 - rank; /* win as cheaply as they can */
        else {
            /* kept first a winning card, then a king, a queen (bits 7 and 6) or a guard */
            uint64_t above = (SUIT_BITS << (9 * suit)) & ~((2ULL << index) - 1);
            uint64_t faces = 3ULL << (9 * suit + 6);
            int kept = (unseen & above) == 0 ? 2 : ((legal & faces) != 0);
            key = -kept * 100 - rank;
        }
        if (key > best_key) {
            best_key = key;
            best = index;
        }
    }
    return best;
}

/* Likely best first: the table's card; when following, the cheapest winning card, then the
 * lowest; when leading, the highest cards. */
static int
ordered(const Position *p, int mover, int first, int *moves)
{
    int picks[36], keys[36];
    int n = candidates(p, mover, picks);
    for (int i = 0; i < n; i++) {
        int index = picks[i], rank = index % 9;
        if (index == first)
            keys[i] = -100;
        else if (p->lead < 0)
            keys[i] = -rank;
        else if (index / 9 == p->lead / 9 && index > p->lead)
            keys[i] = -50 + i; /* winners in index order, which is rank order */
        else
            keys[i] = rank;
    }
    for (int i = 0; i < n; i++) { /* stable insertion sort */
        int key = keys[i], move = picks[i], j = i - 1;
        while (j >= 0 && keys[j] > key) {
            keys[j + 1] = keys[j];
            moves[j + 1] = moves[j];
            j--;
        }
        keys[j + 1] = key;
        moves[j + 1] = move;
    }
    return n;
}

static inline void
key_of(const Search *s, const Position *p, uint64_t *key1, uint64_t *key2)
{
    uint64_t pique = p->pique_open ? (uint64_t)(1 + p->elder_score) : 0;
    *key1 = p->hands[0] | (uint64_t)p->leader << 36 | (uint64_t)(p->lead + 1) << 37 |
            (uint64_t)p->tricks[0] << 43 | (uint64_t)p->tricks[1] << 47 | pique << 51 |
            (uint64_t)p->counted << 56;
    *key2 = p->hands[1] | (uint64_t)s->last_trick_ten << 36 |
            (uint64_t)s->cards_toward_pique << 37;
}

static inline uint32_t
slot_of(uint64_t key1, uint64_t key2)
{
    uint64_t h = key1 * 0x9E3779B97F4A7C15ULL ^ key2 * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return (uint32_t)(h & (TABLE_SIZE - 1));
}

static int
search(Search *s, const Position *p, int alpha, int beta)
{
    if (!p->hands[0] && !p->hands[1])
        return 0;
    s->nodes++;
    uint64_t key1, key2;
    key_of(s, p, &key1, &key2);
    Entry *entry = &table[slot_of(key1, key2)];
    int lower = -INF, upper = INF, first = -1;
    if (entry->generation == generation && entry->key1 == key1 && entry->key2 == key2) {
        lower = entry->lower;
        upper = entry->upper;
        first = entry->best;
    }
    if (lower >= beta)
        return lower;
    if (upper <= alpha)
        return upper;
    if (lower == upper)
        return lower; /* known exactly: searching on in an empty window would cut off wrongly */
    if (lower > alpha)
        alpha = lower;
    if (upper < beta)
        beta = upper;
    int mover = mover_of(p);
    int maximise = mover == ELDER;
    int moves[36];
    int n;
    if (mover == s->ruled) {
        moves[0] = ruled_card(s, p, mover);
        n = 1;
    }
    else
        n = ordered(p, mover, first, moves);
    int best = maximise ? -INF : INF, best_move = -1;
    int a = alpha, b = beta;
    for (int i = 0; i < n; i++) {
        Position after;
        int gain = after_card(s, p, moves[i], &after);
        int value = gain + search(s, &after, a - gain, b - gain);
        if (maximise ? value > best : value < best) {
            best = value;
            best_move = moves[i];
        }
        if (maximise) {
            if (best > a)
                a = best;
        }
        else if (best < b)
            b = best;
        if (a >= b)
            break;
    }
    if (best <= alpha) {
        if (best < upper)
            upper = best;
    }
    else if (best >= beta) {
        if (best > lower)
            lower = best;
    }
    else
        lower = upper = best;
    entry->key1 = key1;
    entry->key2 = key2;
    entry->lower = (int16_t)lower;
    entry->upper = (int16_t)upper;
    entry->best = (int8_t)best_move;
    entry->generation = generation;
    return best;
}

typedef struct {
    Position position;
    Search search;
} Problem;

static int
parse(PyObject *args, Problem *problem)
{
    unsigned long long hand0, hand1, unseen_by_ruled = 0;
    int leader, lead, tricks0, tricks1, score0, score1;
    int pique_open, counted, last_trick_ten, cards_toward_pique, ruled = -1;
    if (!PyArg_ParseTuple(args, "KKiiiiiipppp|iK", &hand0, &hand1, &leader, &lead, &tricks0,
                          &tricks1, &score0, &score1, &pique_open, &counted, &last_trick_ten,
                          &cards_toward_pique, &ruled, &unseen_by_ruled))
        return -1;
    if (ruled < -1 || ruled > 1) {
        PyErr_SetString(PyExc_ValueError, "the ruled hand must be -1, 0 or 1");
        return -1;
    }
    uint64_t cards = (1ULL << 36) - 1;
    if ((hand0 | hand1) & ~cards || hand0 & hand1) {
        PyErr_SetString(PyExc_ValueError, "hands must be disjoint masks of 36 cards");
        return -1;
    }
    if (leader < 0 || leader > 1 || lead < -1 || lead > 35 || tricks0 < 0 || tricks1 < 0 ||
        tricks0 + tricks1 > 12) {
        PyErr_SetString(PyExc_ValueError, "leader, lead or tricks out of range");
        return -1;
    }
    Position *p = &problem->position;
    p->hands[0] = hand0;
    p->hands[1] = hand1;
    p->leader = leader;
    p->lead = lead;
    p->tricks[0] = tricks0;
    p->tricks[1] = tricks1;
    p->elder_score = score0 > 30 ? 30 : score0;
    /* A pique younger has already spoiled can never be made: the same as a closed one. */
    p->pique_open = pique_open && score1 == 0;
    p->counted = counted;
    problem->search.last_trick_ten = last_trick_ten;
    problem->search.cards_toward_pique = cards_toward_pique;
    problem->search.ruled = ruled;
    problem->search.unseen_by_ruled = unseen_by_ruled;
    problem->search.nodes = 0;
    return start_search();
}

PyDoc_STRVAR(solve_doc,
             "solve(hand0, hand1, leader, lead, tricks0, tricks1, score0, score1, pique_open, "
             "cards_counted, last_trick_ten, cards_toward_pique, ruled=-1, unseen_by_ruled=0, "
             "/)\n--\n\n"
             "The exact value (elder's points less younger's, from here), the index of the first "
             "best card in index order (-1 with no cards left) and the positions searched; "
             "the ruled hand (0 or 1) plays by the rules of thumb, not its best.");

static PyObject *
solve(PyObject *self, PyObject *args)
{
    Problem problem;
    if (parse(args, &problem) < 0)
        return NULL;
    Position *p = &problem.position;
    Search *s = &problem.search;
    if (!p->hands[0] && !p->hands[1])
        return Py_BuildValue("iiL", 0, -1, 0LL);
    int mover = mover_of(p), maximise = mover == ELDER;
    int picks[36];
    int n;
    if (mover == s->ruled) {
        picks[0] = ruled_card(s, p, mover);
        n = 1;
    }
    else
        n = candidates(p, mover, picks);
    int best = maximise ? -INF : INF, best_move = -1;
    /* In index order, each card only to see whether it beats the best so far: the first best
     * card is the one the pure-Python solver names. */
    for (int i = 0; i < n; i++) {
        Position after;
        int gain = after_card(s, p, picks[i], &after);
        int alpha = maximise && best_move >= 0 ? best : -INF;
        int beta = !maximise && best_move >= 0 ? best : INF;
        int value = gain + search(s, &after, alpha - gain, beta - gain);
        if (best_move < 0 || (maximise ? value > best : value < best)) {
            best = value;
            best_move = picks[i];
        }
    }
    return Py_BuildValue("iiL", best_move < 0 ? 0 : best, best_move, s->nodes);
}

PyDoc_STRVAR(solve_all_doc,
             "solve_all(hand0, hand1, leader, lead, tricks0, tricks1, score0, score1, "
             "pique_open, cards_counted, last_trick_ten, cards_toward_pique, ruled=-1, "
             "unseen_by_ruled=0, /)\n--\n\n"
             "The exact value after each card the mover may play, as (index, value) pairs in "
             "index order, and the positions searched; the ruled hand plays by the rules of "
             "thumb (only its card, if it is the mover's).");

static PyObject *
solve_all(PyObject *self, PyObject *args)
{
    Problem problem;
    if (parse(args, &problem) < 0)
        return NULL;
    Position *p = &problem.position;
    Search *s = &problem.search;
    int mover = mover_of(p);
    uint64_t hand = playable(p, mover);
    if (mover == s->ruled)
        hand = 1ULL << ruled_card(s, p, mover); /* the one card it would play */
    uint64_t out = p->hands[0] | p->hands[1] | (p->lead >= 0 ? 1ULL << p->lead : 0);
    PyObject *values = PyList_New(0);
    if (values == NULL)
        return NULL;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t rest = out & SUIT_BITS << (9 * suit);
        int previous_mine = 0, value = 0;
        while (rest) {
            int index = __builtin_ctzll(rest);
            rest &= rest - 1;
            int mine = (int)(hand >> index & 1);
            if (mine) {
                if (!previous_mine) { /* a new run; the rest of it is worth the same */
                    Position after;
                    int gain = after_card(s, p, index, &after);
                    value = gain + search(s, &after, -INF, INF);
                }
                PyObject *pair = Py_BuildValue("ii", index, value);
                if (pair == NULL || PyList_Append(values, pair) < 0) {
                    Py_XDECREF(pair);
                    Py_DECREF(values);
                    return NULL;
                }
                Py_DECREF(pair);
            }
            previous_mine = mine;
        }
    }
    return Py_BuildValue("NL", values, s->nodes);
}

static PyMethodDef methods[] = {
    {"solve", solve, METH_VARARGS, solve_doc},
    {"solve_all", solve_all, METH_VARARGS, solve_all_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    "_piquet_dd",
    "The compiled core of the Piquet double-dummy solver (see salon.solvers.piquet_dd).",
    -1,
    methods,
};

PyMODINIT_FUNC
PyInit__piquet_dd(void)
{
    return PyModule_Create(&module);
}
