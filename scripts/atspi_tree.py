#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads Qixing's tables through AT-SPI, as a screen reader does (see scripts/atspi_tree.sh).

Starts `qixing --lang LANG`, opens a desktop table of the game by pressing the hall's
"New table…" button and the settings dialog's default button through AT-SPI actions, waits
until the person is asked to play, then prints the table's subtree (role, name, description,
states, actions) and the events a screen reader heard meanwhile (name and description
changes, focus). With --press it then plays the person's first pressable card or tile through
its AT-SPI action and prints the events that follow. Exit status 0 when the table showed the
person's hand, 1 otherwise.
"""
import argparse
import io
import subprocess
import sys

import pyatspi

from qixing_atspi import actions, app, children, drawn_table, hand_items, log, open_table, pump, settled

ap = argparse.ArgumentParser()
ap.add_argument("qixing", help="the qixing program")
ap.add_argument("--lang", default="en")
ap.add_argument("--game", choices=["sevens", "mahjong"], required=True)
ap.add_argument("--wait", type=float, default=25, help="seconds to wait for the person's turn")
ap.add_argument("--press", action="store_true", help="play a card/tile of the hand through AT-SPI")
args = ap.parse_args()

events = []


def on_event(e):
    try:
        what = f"[{e.source.getRoleName()}] {e.source.name!r}"
    except Exception:  # gone already
        what = "(gone)"
    events.append(f"{e.type} {what}")


def states(acc):
    s = acc.getState()
    names = [word for st, word in ((pyatspi.STATE_FOCUSED, "focused"), (pyatspi.STATE_SELECTED, "selected"),
                                   (pyatspi.STATE_FOCUSABLE, "focusable")) if s.contains(st)]
    if not s.contains(pyatspi.STATE_ENABLED):
        names.append("disabled")
    return names


def show(acc, out, depth=0):
    if depth > 0 and not acc.getState().contains(pyatspi.STATE_SHOWING):
        print("  " * depth + f"[{acc.getRoleName()}] (hidden)", file=out)
        return
    line = "  " * depth + f"[{acc.getRoleName()}] {acc.name!r}"
    if acc.description:
        line += f" — {acc.description!r}"
    if states(acc):
        line += f"  {{{', '.join(states(acc))}}}"
    if actions(acc):
        line += f"  actions={actions(acc)}"
    print(line, file=out)
    for c in children(acc):
        show(c, out, depth + 1)


def main():
    proc = subprocess.Popen([args.qixing, "--lang", args.lang], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        root = lambda: app(proc.pid)
        if not pump(15, lambda: root() is not None):
            log("qixing is not on the accessibility bus")
            return 1
        for kind in ("object:property-change:accessible-name", "object:property-change:accessible-description", "focus:"):
            pyatspi.Registry.registerEventListener(on_event, kind)
        if not open_table(root, args.game):
            return 1
        # Play runs on: wait until a card or tile of the hand may be pressed (the person's turn).
        pressable = lambda: [k for k in hand_items(drawn_table(root())) if actions(k)]
        turn = pump(args.wait, lambda: bool(pressable()))
        pump(0.3)  # the events of the turn's start
        log(f"the table {'asks the person to play' if turn else 'did not reach the person in time'}")
        log("--- the table's tree ---")
        for _ in range(5):  # read again if an object went away meanwhile
            out = io.StringIO()
            if settled(lambda: show(drawn_table(root()), out) or True):
                print(out.getvalue(), end="")
                break
            pump(0.5)
        log("--- events heard while it played (the last 40) ---")
        for e in events[-40:]:
            print(e)
        if args.press and turn:
            k = settled(pressable)[0]
            log(f"pressing {k.name!r} through its AT-SPI action")
            events.clear()
            k.queryAction().doAction(0)
            pump(3)
            for e in events[-20:]:
                print(e)
        return 0 if settled(lambda: hand_items(drawn_table(root()))) else 1
    finally:
        proc.terminate()
        proc.wait()


sys.exit(main())
