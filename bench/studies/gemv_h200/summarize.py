"""Per shape of a ``../gemv/sweep.py`` JSONL: the product's tile (``gemv.tiles``) against the sweep's best,
and cuBLAS, in µs and in TB/s of weight read. Usage: ``python bench/studies/gemv_h200/summarize.py FILE.jsonl``."""

import json
import sys


def rows(path):
    env, out = None, []
    for line in open(path):
        r = json.loads(line)
        if "environment" in r:
            env = r["environment"]
        else:
            out.append(r)
    return env, out


def tile(t):
    return f"{t['BLOCK_N']}x{t['BLOCK_K']} w{t['warps']} s{t['stages']}"


def _rule(r):
    """The current ``gemv.tiles`` pick among the row's timed tiles (rows written before the sweep recorded it)."""
    from gemma4_passes.kernels.gemv import tiles

    pick = dict(zip(("BLOCK_N", "BLOCK_K", "warps", "stages"), tiles(r["N"], r["K"])))
    return next((t for t in r["tiles"] if all(t.get(k) == v for k, v in pick.items())), pick)


def main(path):
    env, shapes = rows(path)
    print(f"{env['device']}, torch {env['torch']}, Triton {env['triton']}, copy {env['copy_TB_s']:.2f} TB/s\n")
    print("| shape | MB | rule | rule µs | best | best µs | rule / best | cuBLAS µs | best TB/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in shapes:
        rule, best = r.get("rule") or _rule(r), r["best"][0]
        rule_us = rule.get("us", float("nan"))
        print(f"| {r['shape']} | {r['MB']:.0f} | {tile(rule)} | {rule_us:.2f} | {tile(best)} | {best['us']:.2f} | "
              f"{rule_us / best['us']:.3f} | {r['cublas_us']:.2f} | {r['MB'] / best['us']:.2f} |")


if __name__ == "__main__":
    main(sys.argv[1])
