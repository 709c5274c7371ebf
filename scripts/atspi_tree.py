#!/usr/bin/python3
"""Reads Qixing's tables through AT-SPI, as a screen reader does (see scripts/atspi_tree.sh).

Finds the running `qixing` on the accessibility bus, opens a desktop table of the given game
by pressing the hall's "New table…" button and the settings dialog's default button through
AT-SPI actions, waits until the person is asked to play, then prints the table's subtree
(role, name, description, states) and the events a screen reader would have heard meanwhile
(name and description changes, focus). With --press it also discards or plays the person's
first pressable tile or card through its AT-SPI action and prints the events that follow.
Exit status 0 when the table showed its items, 1 otherwise.
"""
import argparse
import io
import sys
import time

import pyatspi
from gi.repository import GLib

ap = argparse.ArgumentParser()
ap.add_argument("--game", choices=["sevens", "mahjong"], required=True)
ap.add_argument("--wait", type=float, default=25, help="seconds to wait for the person's turn")
ap.add_argument("--press", action="store_true", help="press a tile/card of the hand through AT-SPI")
args = ap.parse_args()

events = []


def on_event(e):
    try:
        src = e.source
        what = f"[{src.getRoleName()}] {src.name!r}"
    except Exception:  # the object may be gone already
        what = "(gone)"
    detail = e.any_data if isinstance(e.any_data, str) else ""
    events.append(f"{e.type} {what}" + (f" -> {detail!r}" if detail else ""))


def pump(seconds, until=None):
    """Runs the AT-SPI event loop for up to `seconds`, or until until() is true."""
    end = time.time() + seconds
    ctx = GLib.MainContext.default()
    while time.time() < end:
        while ctx.pending():
            ctx.iteration(False)
        if until and settled(until):
            return True
        time.sleep(0.05)
    return bool(until and settled(until))


def settled(fn):
    """fn(), or False while the tree is changing under us (an object gone between two calls)."""
    try:
        return fn()
    except Exception:
        return False


def states(acc):
    s = acc.getState()
    names = []
    for st, word in ((pyatspi.STATE_FOCUSED, "focused"), (pyatspi.STATE_SELECTED, "selected"),
                     (pyatspi.STATE_FOCUSABLE, "focusable"), (pyatspi.STATE_IS_DEFAULT, "default")):
        if s.contains(st):
            names.append(word)
    if not s.contains(pyatspi.STATE_SENSITIVE) and not s.contains(pyatspi.STATE_ENABLED):
        names.append("disabled")
    return names


def actions(acc):
    try:
        a = acc.queryAction()
        return [a.getName(i) for i in range(a.nActions)]
    except NotImplementedError:
        return []


def show(acc, depth=0, out=sys.stdout):
    if depth > 0 and not acc.getState().contains(pyatspi.STATE_SHOWING):
        print("  " * depth + f"[{acc.getRoleName()}] (hidden)", file=out)
        return
    line = "  " * depth + f"[{acc.getRoleName()}] {acc.name!r}"
    if acc.description:
        line += f" — {acc.description!r}"
    st = states(acc)
    if st:
        line += f"  {{{', '.join(st)}}}"
    act = actions(acc)
    if act:
        line += f"  actions={act}"
    print(line, file=out)
    for i in range(acc.childCount):
        c = acc.getChildAtIndex(i)
        if c is not None:
            show(c, depth + 1, out)


def find_all(root, pred, showing_only=True):
    found = []

    def walk(a):
        try:
            if showing_only and not a.getState().contains(pyatspi.STATE_SHOWING) and a.getRole() != pyatspi.ROLE_APPLICATION:
                return
            if pred(a):
                found.append(a)
            for i in range(a.childCount):
                c = a.getChildAtIndex(i)
                if c is not None:
                    walk(c)
        except Exception:
            pass

    walk(root)
    return found


def app():
    for a in pyatspi.Registry.getDesktop(0):
        if a is not None and a.name == "qixing":
            return a
    return None


def press(acc):
    a = acc.queryAction()
    for i in range(a.nActions):
        if a.getName(i) in ("Press", "press", "click", "Click"):
            return a.doAction(i)
    return a.doAction(0)


def table_of(a):
    """The drawn table: a pane whose children include a status bar."""
    for p in find_all(a, lambda x: x.getRole() == pyatspi.ROLE_PANEL):
        kids = [p.getChildAtIndex(i) for i in range(p.childCount)]
        if any(k is not None and k.getRole() == pyatspi.ROLE_STATUS_BAR for k in kids):
            return p
    return None


def hand_items(t):
    kids = [t.getChildAtIndex(i) for i in range(t.childCount)]
    return [k for k in kids if k is not None and k.getRole() == pyatspi.ROLE_LIST_ITEM]


def main():
    if not pump(15, lambda: app() is not None):
        print("qixing is not on the accessibility bus", file=sys.stderr)
        return 1
    qx = app()
    # The hall: one frame per game, each with its buttons, "New table…" first.
    frames = [f for f in find_all(qx, lambda x: x.getRole() == pyatspi.ROLE_FRAME and x.getIndexInParent() >= 0)
              if any(f.getChildAtIndex(i) is not None and f.getChildAtIndex(i).getRole() == pyatspi.ROLE_PUSH_BUTTON
                     for i in range(f.childCount))]
    if len(frames) < 2:
        print("the hall's game panels were not found", file=sys.stderr)
        return 1
    panel = frames[0 if args.game == "sevens" else 1]
    buttons = [panel.getChildAtIndex(i) for i in range(panel.childCount)]
    buttons = [b for b in buttons if b.getRole() == pyatspi.ROLE_PUSH_BUTTON]
    print(f"# pressing {buttons[0].name!r} in the {panel.getChildAtIndex(0).name!r} panel")
    press(buttons[0])
    # The table's settings dialog: its default button opens the table.
    ok = lambda: [b for b in find_all(app(), lambda x: x.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                      and x.getState().contains(pyatspi.STATE_IS_DEFAULT))]
    if not pump(10, lambda: bool(ok())):
        print("no settings dialog with a default button", file=sys.stderr)
        return 1
    default = ok()[0]
    print(f"# pressing the dialog's default button {default.name!r}")
    for kind in ("object:property-change:accessible-name", "object:property-change:accessible-description", "focus:",
                 "object:state-changed:focused"):
        pyatspi.Registry.registerEventListener(on_event, kind)
    press(default)
    if not pump(10, lambda: table_of(app()) is not None):
        print("no drawn table appeared", file=sys.stderr)
        return 1
    t = table_of(app())
    # Play runs on: wait until a card or tile of the hand may be pressed (the person's turn).
    pressable = lambda: [k for k in hand_items(t) if actions(k)]
    turn = pump(args.wait, lambda: bool(pressable()))
    pump(0.3)  # the events of the turn's start
    print(f"# the table {'asks the person to play' if turn else 'did not reach the person in time'}")
    print("# --- the table's tree ---")
    # Play goes on while we read: read again if an object went away meanwhile.
    for attempt in range(5):
        try:
            buf = io.StringIO()
            show(t, out=buf)
            print(buf.getvalue(), end="")
            break
        except Exception as e:
            print(f"# (the tree changed while it was read: {e}; again)")
            pump(0.5)
            t = table_of(app())
    print("# --- events heard while it played ---")
    for e in events[-40:]:
        print(e)
    if args.press and turn:
        k = settled(pressable)[0]
        print(f"# pressing {k.name!r} through its AT-SPI action")
        events.clear()
        press(k)
        pump(3)
        for e in events[-20:]:
            print(e)
    return 0 if settled(lambda: hand_items(table_of(app()))) else 1


sys.exit(main())
