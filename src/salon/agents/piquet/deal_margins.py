"""Elder's margin (his points less younger's) in each of the 336 deals of 56 parties between
two strong players: the deals the partie's chance of winning counts the deals to come on
(:mod:`salon.agents.piquet.partie_chance`). Measured by the records 0 to 55 of
``benchmarks/analysis_chance_calibration.py --game piquet`` (seeds 100 to 155):

    nice scripts/run python benchmarks/partie_deal_margins.py --first 0 --records 56 \
        --results benchmarks/results/partie-deal-margins.tsv --margins

Mean +12.63, standard deviation 34.64, median +12: elder wins more than 30 in a fifth of deals,
where the normal model of ``DEAL_SCORES`` gives him more than a third.
"""

# fmt: off
ELDER_MARGINS: tuple[int, ...] = (
    -114, -88, -82, -82, -79, -79, -77, -75, -57, -40, -39, -38, -33, -33, -33, -33, -32, -32,
    -31, -31, -30, -30, -30, -30, -30, -29, -27, -26, -25, -25, -25, -24, -24, -23, -23, -23,
    -22, -21, -21, -21, -21, -20, -20, -20, -19, -18, -18, -18, -17, -17, -17, -17, -17, -17,
    -17, -17, -16, -16, -15, -15, -15, -15, -14, -14, -14, -13, -13, -13, -12, -12, -11, -11,
    -11, -11, -11, -11, -11, -10, -10, -10, -10, -9, -9, -9, -9, -9, -8, -8, -8, -7, -7, -7,
    -6, -6, -5, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -2, -2, -2, -1, -1,
    0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6,
    6, 6, 6, 7, 7, 7, 7, 7, 7, 8, 8, 8, 9, 9, 10, 10, 10, 11, 11, 11, 11, 11, 12, 12, 12, 12,
    12, 13, 13, 13, 13, 13, 14, 14, 14, 15, 15, 15, 15, 15, 15, 15, 15, 16, 16, 16, 16, 17, 17,
    17, 17, 18, 19, 19, 19, 19, 19, 19, 19, 20, 20, 20, 20, 20, 20, 20, 21, 21, 21, 21, 21, 22,
    22, 22, 22, 22, 22, 22, 22, 23, 23, 23, 23, 23, 23, 23, 24, 24, 24, 24, 24, 24, 25, 25, 25,
    25, 25, 26, 26, 26, 26, 26, 27, 27, 27, 27, 27, 27, 28, 28, 28, 28, 28, 28, 28, 28, 29, 29,
    29, 29, 29, 30, 30, 30, 31, 31, 31, 32, 32, 32, 32, 33, 34, 34, 34, 34, 34, 36, 36, 37, 37,
    37, 37, 38, 38, 40, 41, 41, 42, 44, 47, 49, 52, 55, 65, 66, 68, 68, 69, 70, 71, 71, 71, 71,
    71, 72, 72, 73, 73, 73, 74, 74, 74, 75, 75, 75, 76, 76, 77, 77, 78, 84, 99, 101, 108, 108,
    108, 109, 111, 116, 146,
)
# fmt: on
