#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthesises the table's sounds (16-bit stereo WAV at 44.1 kHz, a format every audio backend
takes as it is) from nothing but arithmetic: no samples, no recordings. Run it from anywhere;
it rewrites the .wav files next to itself.

  play.wav      a card laid on the felt: a short burst of smoothed noise over a low thump
  cover.wav     a card put face down: the same, softer, lower and duller
  turn.wav      your turn: two bell-like notes, G5 then C6
  hand_end.wav  the hand is over: a rising C major arpeggio

The noise comes from a fixed seed, so running the script again gives the same files.
Part of Qixing, GPL-3.0-or-later.
"""
import math
import os
import random
import struct
import wave

RATE = 44100


def envelope(t, attack, decay):
    """Linear attack, then exponential decay with time constant `decay` (seconds)."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def noise_burst(seconds, smooth, decay, thump_hz, thump_decay, thump_gain, seed):
    """Noise through a one-pole low-pass (`smooth` 0..1, higher is duller) plus a decaying sine."""
    rnd = random.Random(seed)
    out, lp = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        lp = smooth * lp + (1 - smooth) * rnd.uniform(-1, 1)
        body = math.sin(2 * math.pi * thump_hz * t) * math.exp(-t / thump_decay) * thump_gain
        out.append(lp * envelope(t, 0.002, decay) * 2.2 + body * envelope(t, 0.003, thump_decay))
    return out


def bell(freq, seconds, start, total):
    """A struck note: a fundamental with two soft overtones, each decaying."""
    out = [0.0] * total
    for i in range(int(seconds * RATE)):
        t = i / RATE
        v = (math.sin(2 * math.pi * freq * t) * math.exp(-t / 0.25)
             + 0.35 * math.sin(2 * math.pi * freq * 2 * t) * math.exp(-t / 0.12)
             + 0.12 * math.sin(2 * math.pi * freq * 3.01 * t) * math.exp(-t / 0.06))
        j = start + i
        if j < total:
            out[j] += v * envelope(t, 0.004, 10.0)
    return out


def mix(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def write(name, samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.01 * RATE)  # no click at the end
    frames = bytearray()
    for i, s in enumerate(samples):
        g = min(1.0, (len(samples) - i) / fade)
        v = int(s / top * peak * g * 32767)
        frames += struct.pack('<hh', v, v)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    with wave.open(path, 'wb') as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    print(f'{name}: {len(samples) / RATE:.2f} s')


def main():
    write('play.wav', noise_burst(0.12, 0.55, 0.018, 190, 0.035, 0.9, 7), 0.8)
    write('cover.wav', noise_burst(0.16, 0.8, 0.03, 120, 0.05, 1.2, 11), 0.55)
    total = int(0.55 * RATE)
    write('turn.wav', mix(bell(784.0, 0.3, 0, total), bell(1046.5, 0.4, int(0.13 * RATE), total)), 0.5)
    notes = [523.25, 659.25, 783.99, 1046.5]
    total = int(1.0 * RATE)
    write('hand_end.wav', mix(*[bell(f, 0.6, int(k * 0.11 * RATE), total) for k, f in enumerate(notes)]), 0.5)


if __name__ == '__main__':
    main()
