"""``gemma4-passes``: the command line."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys

EXIT_CODES = """exit status: 0 success; 1 the job failed (demo: non-finite output or a pass
error; capture: the compile failed; diff: B has more launches than A in some
layer); 2 bad input (arguments, a GEMMA4_* variable, a capture or manifest that
cannot be read), with one line on stderr; 3 (diff, catalog) an internal error,
with its traceback; 128+13 the output pipe closed."""


class BadInput(Exception):
    """Bad arguments or environment: one line on stderr, exit status 2."""


def _check_environment() -> None:
    from gemma4_passes import plugin

    errors = plugin.configuration_errors()
    if errors:
        raise BadInput("bad configuration: " + "; ".join(errors))


def _cmd_demo(args) -> int:
    from gemma4_passes.tools import demo

    demo.check_arguments(args.variant, args.mode, args.tokens)
    _check_environment()
    passes = None
    if args.passes is not None:
        from gemma4_passes import builtin, registry

        passes = registry.parse_selection(args.passes, list(builtin.passes()))
    return demo.main(args.variant, args.mode, args.tokens, args.json, passes=passes)


def _cmd_passes(args) -> int:
    from gemma4_passes import builtin

    infos = builtin.passes()
    enabled = set(builtin.selected_from_env())
    if not infos:
        print("no passes registered")
    for name, info in infos.items():
        mark = "on " if name in enabled else "off"
        print(f"[{mark}] {name:24s} {info.description}")
    return 0


def _cmd_doctor(args) -> int:
    import torch

    from gemma4_passes import __version__, builtin, patches, registry

    try:
        import sglang

        sgl = sglang.__version__
    except Exception as exc:  # noqa: BLE001
        print(f"sglang: not importable ({exc})")
        return 1
    print(f"gemma4-passes {__version__}; sglang {sgl}; torch {torch.__version__}")
    if sgl != "0.5.23":
        print(f"warning: written against sglang 0.5.23; patches check their targets")
    from gemma4_passes import plugin

    problems = plugin.configuration_errors()
    for problem in problems:
        print(f"configuration error: {problem}")
    print("patches:")
    for st in patches.statuses():
        p = patches.PATCHES[st.name]
        print(f"  {st}\n      {p.description}; applied {patches.when_applied(st.name)}; off: {p.env_var}=0")
        if p.consequence(st):
            print(f"      without it: {p.consequence(st)}")
    print("passes:")
    try:
        enabled = set(builtin.selected_from_env())
    except registry.UnknownPassError:
        enabled = None
    for name, info in builtin.passes().items():
        if enabled is None:
            state = "unknown (GEMMA4_PASSES is bad)"
        else:
            state = "enabled" if name in enabled else "disabled by the user"
        print(f"  {name}: {state}")
    if problems:
        print(f"gemma4-passes: error: {len(problems)} configuration error(s), listed above; SGLang with this "
              "environment would not start", file=sys.stderr)
        return 2
    return 0


# Tools with their own options: everything after the subcommand is theirs.
TOOLS = {
    "bundle": ("bundle", "build the offline bundle for a GPU machine without network (tools/bundle.py)"),
    "engine": ("engine_check", "serve a random Gemma-4 checkpoint with SGLang's own Engine, eager and with --enable-torch-compile, and compare"),
    "bench": ("bench_layers", "SGLang's real Gemma-4 layers per mode (eager / SGLang compiled / our passes): correctness, kernels, latency"),
    "bench-patches": ("bench_patches", "time the YOCO and vision-batching patches against SGLang's own code on a GPU"),
    "bench-kernels": ("bench_kernels", "time each fused kernel against Inductor, SGLang and eager on a GPU"),
    "capture": ("capture", "compile layers or a function and keep depyf's dump, a manifest and a fusion catalog"),
    "diff": ("diff", "two captures side by side: launches per layer, fused-op groups, matches"),
    "catalog": ("catalog", "the fusion catalog (Markdown) of one capture"),
}


def build_parser() -> argparse.ArgumentParser:
    from gemma4_passes.tools.harness import VARIANTS

    p = argparse.ArgumentParser(prog="gemma4-passes", description=__doc__, epilog=EXIT_CODES,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-v", "--verbose", action="store_true", help="log what each pass matched")
    sub = p.add_subparsers(dest="command", required=True)

    d = sub.add_parser("demo", help="compile SGLang's real Gemma-4 layers on CPU and report", epilog=EXIT_CODES,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    d.add_argument("--variant", nargs="+", default=list(VARIANTS), choices=VARIANTS)
    d.add_argument("--mode", default="decode", choices=("decode", "extend"))
    d.add_argument("--tokens", type=int, default=3, help="decode batch size / prefill length")
    d.add_argument("--passes", default=None, help="pass selection (default: $GEMMA4_PASSES or all)")
    d.add_argument("--json", default=None, help="also write the results as JSON here")
    d.set_defaults(func=_cmd_demo)

    s = sub.add_parser("passes", help="list the registered passes and which are enabled")
    s.set_defaults(func=_cmd_passes)

    s = sub.add_parser("doctor", help="report versions and the state of every patch and pass "
                       "(exit 2 when a GEMMA4_* variable is bad)")
    s.set_defaults(func=_cmd_doctor)

    for name, (_, what) in TOOLS.items():
        sub.add_parser(name, help=what + "; see its --help", add_help=False)
    return p


def main(argv=None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader went away (``gemma4-passes diff A B | head``): stop quietly,
        # with the status a shell gives a process killed by SIGPIPE.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE


# Tools that load the plugin or its patches: a bad GEMMA4_* variable stops them before they start.
_TOOLS_READING_ENV = ("engine", "bench", "bench-patches")


def _main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in TOOLS:
        import importlib

        if argv[0] in _TOOLS_READING_ENV and not {"-h", "--help"} & set(argv[1:]):
            try:
                _check_environment()
            except BadInput as exc:
                print(f"gemma4-passes {argv[0]}: error: {exc}", file=sys.stderr)
                return 2
        return importlib.import_module(f"gemma4_passes.tools.{TOOLS[argv[0]][0]}").main(argv[1:])
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    from gemma4_passes.tools import demo
    from gemma4_passes.patches.base import ConfigError
    from gemma4_passes.registry import UnknownPassError

    try:
        return args.func(args)
    except (BadInput, UnknownPassError, ConfigError, demo.ArgumentError) as exc:
        print(f"gemma4-passes: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
