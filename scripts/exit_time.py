#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How long `qixing` lives on after its window is closed (see scripts/exit_time.sh).

Starts qixing (and for "join" a qixing-server with a Sevens and a mahjong table), opens the
table through AT-SPI (scripts/qixing_atspi.py), lets it play for a few seconds, lists the
process's threads, closes the main window through the window manager (wmctrl -c, as a click
on its close button does) and prints the time until the process is gone.
"""
import argparse
import os
import subprocess
import sys
import time

from qixing_atspi import app, log, open_table, pump

ap = argparse.ArgumentParser()
ap.add_argument("qixing", help="the qixing program")
ap.add_argument("how", choices=["hall", "new", "host", "join"])
ap.add_argument("--game", choices=["sevens", "mahjong"], default="sevens")
ap.add_argument("--server", help="qixing-server, for join")
ap.add_argument("--play", type=float, default=5, help="seconds of play before the window is closed")
args = ap.parse_args()


def threads(pid):
    names = []
    for t in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{t}/comm") as f:
                names.append(f.read().strip())
        except OSError:
            pass
    return sorted(names)


def main():
    server = None
    if args.how == "join":
        server = subprocess.Popen([args.server, "--tables", "1", "--mahjong-tables", "1", "--pause", "200", "--no-state"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    proc = subprocess.Popen([args.qixing, "--lang", "en"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        root = lambda: app(proc.pid)
        if not pump(15, lambda: root() is not None):
            log("qixing is not on the accessibility bus")
            return 1
        if args.how != "hall" and not open_table(root, args.game, args.how):
            return 1
        pump(args.play)
        log(f"threads: {threads(proc.pid)}")
        window = next(line.split(None, 3) for line in subprocess.run(["wmctrl", "-lp"], capture_output=True, text=True)
                      .stdout.splitlines() if line.split()[2] == str(proc.pid))
        start = time.monotonic()
        subprocess.run(["wmctrl", "-i", "-c", window[0]], check=True)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            print(f"{args.how} {args.game}: still running 30 s after its window was closed")
            return 1
        print(f"{args.how} {args.game}: gone {time.monotonic() - start:.3f} s after its window was closed (exit {proc.returncode})")
        return 0
    finally:
        for p in (proc, server):
            if p and p.poll() is None:
                p.terminate()
                p.wait()


sys.exit(main())
