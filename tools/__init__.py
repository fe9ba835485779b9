"""Command implementations behind ``gemma4-passes``: capture, diff, bench."""
