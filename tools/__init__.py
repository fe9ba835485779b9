"""Command implementations behind ``gemma4-passes``: capture, diff, bench."""

import argparse


def counts(noun: str, empty: bool = False):
    """An argparse ``type`` for a comma-separated list of ``noun`` counts, each at least 1 ("1,8,32");
    ``empty``: "" is an empty list (no such count), not an error."""

    def parse(text: str) -> list:
        try:
            values = [int(x) for x in text.split(",") if x.strip()]
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{text!r}: a comma-separated list of {noun} counts, e.g. 1,8,32") from None
        if (not values and not empty) or any(v < 1 for v in values):
            raise argparse.ArgumentTypeError(f"{text!r}: {noun} counts of at least 1")
        return values

    return parse
