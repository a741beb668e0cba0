#!/usr/bin/env python3
"""The oracle of shared/triggers/split.ts: skill-creator's own split, run by CPython.

split_eval_set below is copied unchanged from anthropics/skills,
skills/skill-creator/scripts/run_loop.py at commit b0cbd3df1533b396d281a6886d5132f623393a9c
(Apache License 2.0, skills/skill-creator/LICENSE.txt), so the fixtures do not depend on a
checkout of that repository. Needs the standard library only.

Reads a JSON list of cases from stdin, each {"flags": [should_trigger, ...], "holdout": h,
"seed": s}; writes the same list with "train" and "test" added: the indices into "flags" of
the queries split_eval_set put in each, in its order.
"""

import json
import random
import sys


def split_eval_set(eval_set: list[dict], holdout: float, seed: int = 42) -> tuple[list[dict], list[dict]]:
    """Split eval set into train and test sets, stratified by should_trigger."""
    random.seed(seed)

    # Separate by should_trigger
    trigger = [e for e in eval_set if e["should_trigger"]]
    no_trigger = [e for e in eval_set if not e["should_trigger"]]

    # Shuffle each group
    random.shuffle(trigger)
    random.shuffle(no_trigger)

    # Calculate split points
    n_trigger_test = max(1, int(len(trigger) * holdout))
    n_no_trigger_test = max(1, int(len(no_trigger) * holdout))

    # Split
    test_set = trigger[:n_trigger_test] + no_trigger[:n_no_trigger_test]
    train_set = trigger[n_trigger_test:] + no_trigger[n_no_trigger_test:]

    return train_set, test_set


def main() -> None:
    cases = json.load(sys.stdin)
    for case in cases:
        eval_set = [{"query": f"q{i}", "should_trigger": flag, "i": i} for i, flag in enumerate(case["flags"])]
        train, test = split_eval_set(eval_set, case["holdout"], case["seed"])
        case["train"] = [e["i"] for e in train]
        case["test"] = [e["i"] for e in test]
    json.dump({"python": sys.version.split()[0], "cases": cases}, sys.stdout)


if __name__ == "__main__":
    main()
