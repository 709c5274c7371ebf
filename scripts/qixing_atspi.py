# SPDX-License-Identifier: GPL-3.0-or-later
"""Driving a running `qixing` through AT-SPI, as a screen reader does: shared by
scripts/atspi_tree.py and scripts/exit_time.py (run inside scripts/desktop_session.sh).

The hall is found by its shape, not its words, so that every language works: one frame per
game (Sevens first) holding that game's buttons ("New table…", "Host a LAN table…",
"Join a LAN table…" in that order); dialogs are answered with their default button.
"""
import time

import pyatspi
from gi.repository import GLib


def settled(fn):
    """fn(), or False while the tree changes under us (an object gone between two calls)."""
    try:
        return fn()
    except Exception:
        return False


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


def app(pid=None):
    """qixing's application object on the bus (the one of `pid` when given)."""
    for a in pyatspi.Registry.getDesktop(0):
        if a is not None and a.name == "qixing" and (pid is None or settled(a.get_process_id) == pid):
            return a
    return None


def find_all(root, pred):
    """Showing objects under root for which pred holds, in tree order."""
    found = []

    def walk(a):
        try:
            if a.getRole() != pyatspi.ROLE_APPLICATION and not a.getState().contains(pyatspi.STATE_SHOWING):
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


def children(acc):
    return [c for c in (acc.getChildAtIndex(i) for i in range(acc.childCount)) if c is not None]


def actions(acc):
    try:
        a = acc.queryAction()
        return [a.getName(i) for i in range(a.nActions)]
    except NotImplementedError:
        return []


def press(acc):
    a = acc.queryAction()
    names = [a.getName(i) for i in range(a.nActions)]
    a.doAction(names.index("Press") if "Press" in names else 0)


def default_button(root):
    found = find_all(root, lambda x: x.getRole() == pyatspi.ROLE_PUSH_BUTTON and x.getState().contains(pyatspi.STATE_IS_DEFAULT))
    return found[0] if found else None


def drawn_table(root):
    """The drawn table: a pane whose children include a status bar."""
    for p in find_all(root, lambda x: x.getRole() == pyatspi.ROLE_PANEL):
        if any(k.getRole() == pyatspi.ROLE_STATUS_BAR for k in children(p)):
            return p
    return None


def hand_items(table):
    return [k for k in children(table) if k.getRole() == pyatspi.ROLE_LIST_ITEM]


def log(text):
    print(f"# {text}", flush=True)


def open_table(root_of, game, how="new", wait=20):
    """Opens a table of `game` ("sevens" or "mahjong") from the hall: "new" (a desktop
    match), "host" (a hosted LAN table, then its match started) or "join" (the first table of
    that game the LAN browser finds, then "I'm ready"). root_of() gives the application.
    False when a step did not come."""
    frames = [f for f in find_all(root_of(), lambda x: x.getRole() == pyatspi.ROLE_FRAME)
              if any(c.getRole() == pyatspi.ROLE_PUSH_BUTTON for c in children(f))]
    if len(frames) < 2:
        log("the hall's game panels were not found")
        return False
    panel = frames[0 if game == "sevens" else 1]
    buttons = [b for b in children(panel) if b.getRole() == pyatspi.ROLE_PUSH_BUTTON]
    button = buttons[{"new": 0, "host": 1, "join": 2}[how]]
    log(f"pressing {button.name!r} in the {children(panel)[0].name!r} panel")
    press(button)
    if how == "join":
        # The browser lists what it finds: the row of the game's table, then Join (the
        # dialog's accept button, the one that is not Refresh).
        words = ("sevens", "排七", "憋七") if game == "sevens" else ("mahjong", "麻將", "麻将")
        cell = lambda: find_all(root_of(), lambda x: x.getRole() in (pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_TREE_ITEM)
                                and any(w in x.name.lower() for w in words))
        if not pump(wait + 10, lambda: bool(cell())):
            log("the LAN browser found no table")
            return False
        c = cell()[0]
        table = c.parent.queryTable()
        table.addRowSelection(table.getRowAtIndex(c.getIndexInParent()))
        pump(0.5)
        dialog = c.parent
        while dialog is not None and dialog.getRole() != pyatspi.ROLE_DIALOG:
            dialog = dialog.parent
        # Its buttons: Refresh, then Join and Cancel.
        buttons = find_all(dialog, lambda x: x.getRole() == pyatspi.ROLE_PUSH_BUTTON) if dialog else []
        if len(buttons) < 2:
            log("no Join button")
            return False
        log(f"pressing {buttons[-2].name!r}")
        press(buttons[-2])
    else:
        if not pump(wait, lambda: default_button(root_of()) is not None):
            log("no settings dialog with a default button")
            return False
        b = default_button(root_of())
        log(f"pressing the dialog's default button {b.name!r}")
        press(b)
    if how == "new":
        return pump(wait, lambda: drawn_table(root_of()) is not None)
    # The lobby: beside its seats, the check box says ready (joined) and the last button
    # starts the match (the host, or a person at a qixing-server's table).
    seats = lambda: find_all(root_of(), lambda x: x.getRole() == pyatspi.ROLE_TABLE)
    if not pump(wait, lambda: bool(seats())):
        log("no lobby")
        return False
    pump(1)
    lobby = seats()[0].parent
    controls = [x for x in children(lobby) if x.getRole() == pyatspi.ROLE_PUSH_BUTTON][-1:]
    if how == "join":
        controls = [x for x in children(lobby) if x.getRole() == pyatspi.ROLE_CHECK_BOX][:1] + controls
    for control in controls:
        log(f"pressing {control.name!r}")
        press(control)
        pump(0.5)
    return pump(wait + 10, lambda: drawn_table(root_of()) is not None)
