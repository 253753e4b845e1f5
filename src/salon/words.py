"""Numbers in words, as players count aloud ("Forty-nine", "Ninety-four").

>>> number_words(49)
'forty-nine'
>>> number_words(0), number_words(17), number_words(100), number_words(306)
('nothing', 'seventeen', 'one hundred', 'three hundred and six')
>>> said(94)
'Ninety-four.'
>>> counted(0, "card"), counted(1, "card"), counted(3, "card")
('no cards', 'one card', 'three cards')
"""

from __future__ import annotations

_UNITS = (
    "nothing one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(n: int) -> str:
    if 0 <= n < 1000:
        return _TABLE[n]
    return _number_words(n)


def _number_words(n: int) -> str:
    if n < 0:
        return "minus " + number_words(-n)
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, units = divmod(n, 10)
        return _TENS[tens] + ("-" + _UNITS[units] if units else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        head = _UNITS[hundreds] + " hundred"
        return head + (" and " + _number_words(rest) if rest else "")
    thousands, rest = divmod(n, 1000)
    head = number_words(thousands) + " thousand"
    return head + (" " + number_words(rest) if rest else "")


def counted(n: int, noun: str, plural: str = "") -> str:
    """``n`` of a thing in words, the noun agreeing with the number ("no cards", "one card").

    ``plural`` is for a noun that does not take a plain "s".
    """
    many = plural or noun + "s"
    if n == 0:
        return f"no {many}"
    return f"{number_words(n)} {noun if n == 1 else many}"


def one_to(most: int, noun: str) -> str:
    """A range that starts at one, in words: "one to five cards" ("one card" when one is all).

    >>> one_to(5, "card"), one_to(1, "card")
    ('one to five cards', 'one card')
    """
    return counted(1, noun) if most == 1 else f"one to {counted(most, noun)}"


def said(n: int) -> str:
    """A count said aloud as a sentence."""
    if 0 <= n < 1000:
        return _SAID[n]
    return number_words(n).capitalize() + "."


_TABLE = [_number_words(n) for n in range(1000)]
_SAID = [words.capitalize() + "." for words in _TABLE]


def signed(amount: int) -> str:
    """An amount won or lost as a scoring card writes it, with a minus sign, not a hyphen.

    >>> signed(5), signed(-3), signed(0)
    ('+5', '−3', '+0')
    """
    return f"{amount:+d}".replace("-", "\N{MINUS SIGN}")
