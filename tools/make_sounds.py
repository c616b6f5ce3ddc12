"""Synthesise the game's sound effects (resources/sounds/*.wav) with the standard library only.

    .venv/bin/python tools/make_sounds.py            # write resources/sounds/<name>.wav
    .venv/bin/python tools/make_sounds.py --check    # exit 1 if a file is missing or differs
    .venv/bin/python tools/make_sounds.py --out DIR  # write elsewhere (tests compare byte for byte)

Every effect is 16-bit mono PCM at 22050 Hz, at most 1.5 s, DC-free, faded in and out (no clicks) and
normalised to a modest peak. Noise comes from `random.Random` seeded per sound, so the files are the
same on every run. The sounds (conquest_qt/ui/sound/sound.py plays them):

- dice: dice tumbling on a wooden table, a few decaying clicks with a little wood resonance;
- explosion: a noise burst whose brightness falls away, over a low thump (units destroyed);
- conquest: a short rising three-note brass call (a flag taken);
- card: a paper swish ending in a soft tap on the table (a card played);
- click: a soft wooden click (a unit placed or moved, an area claimed);
- victory: a longer fanfare ending on a held chord (game over);
- turn: a gentle two-note chime (your turn; the screen handed over in hot-seat play).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "resources" / "sounds"
RATE = 22050
MAX_SECONDS = 1.5
FADE_IN_S = 0.002
FADE_OUT_S = 0.03
TAU = 2 * math.pi

Signal = list[float]


# --- building blocks ---------------------------------------------------------------------------


def samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def mix(dst: Signal, src: Signal, at: float, gain: float = 1.0) -> None:
    """Add `src` into `dst` starting at `at` seconds (clipped to dst's length)."""
    start = samples(at)
    for i, v in enumerate(src[: max(0, len(dst) - start)]):
        dst[start + i] += gain * v


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.random() * 2.0 - 1.0 for _ in range(samples(seconds))]


def decay(sig: Signal, tau: float, attack: float = 0.0) -> Signal:
    """Exponential decay (time constant tau seconds) after a linear attack."""
    out = []
    a = max(1, samples(attack))
    for i, v in enumerate(sig):
        t = i / RATE
        gain = math.exp(-t / tau) * (min(1.0, i / a) if attack else 1.0)
        out.append(v * gain)
    return out


def biquad(sig: Signal, kind: str, freq: float, q: float) -> Signal:
    """RBJ cookbook filter: "lowpass", "highpass" or "bandpass" (0 dB peak)."""
    w = TAU * freq / RATE
    cos_w, alpha = math.cos(w), math.sin(w) / (2 * q)
    if kind == "lowpass":
        b = ((1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2)
    elif kind == "highpass":
        b = ((1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2)
    else:
        b = (alpha, 0.0, -alpha)
    a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
    b0, b1, b2 = (x / a0 for x in b)
    a1, a2 = a1 / a0, a2 / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in sig:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def sweep_lowpass(sig: Signal, cutoff: Callable[[float], float]) -> Signal:
    """One-pole low-pass whose cutoff (Hz) follows cutoff(t)."""
    out = []
    y = 0.0
    for i, x in enumerate(sig):
        k = 1.0 - math.exp(-TAU * cutoff(i / RATE) / RATE)
        y += k * (x - y)
        out.append(y)
    return out


def sweep_bandpass(sig: Signal, centre: Callable[[float], float], q: float, block: int = 32) -> Signal:
    """Band-pass whose centre (Hz) follows centre(t), coefficients updated every `block` samples."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for i, x in enumerate(sig):
        if i % block == 0:
            w = TAU * centre(i / RATE) / RATE
            alpha = math.sin(w) / (2 * q)
            a0 = 1 + alpha
            b0, b2, a1, a2 = alpha / a0, -alpha / a0, -2 * math.cos(w) / a0, (1 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def sine(freq: float, seconds: float, tau: float, attack: float = 0.001) -> Signal:
    return decay([math.sin(TAU * freq * i / RATE) for i in range(samples(seconds))], tau, attack)


def brass(freq: float, seconds: float, release: float = 0.06, vibrato: float = 0.0) -> Signal:
    """A soft brass-like note: harmonics rolling off, quick swell, a short sustain, exponential release."""
    n = samples(seconds + 6 * release)
    held = samples(seconds)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.15))
        phase += TAU * f / RATE
        # brighter at the start of the note, mellower as it sustains
        bright = 0.55 + 0.45 * math.exp(-t / 0.08)
        v = sum((bright ** (k - 1)) / k * math.sin(k * phase) for k in range(1, 7))
        if i < held:
            env = min(1.0, t / 0.018) * (0.78 + 0.22 * math.exp(-t / 0.06))
        else:
            env = (0.78 + 0.22 * math.exp(-seconds / 0.06)) * math.exp(-(i - held) / RATE / release)
        out.append(v * env)
    return out


def bell(freq: float, seconds: float, tau: float) -> Signal:
    """A soft chime: a few slightly inharmonic partials, the higher ones dying first."""
    partials = ((1.0, 1.0, tau), (2.0, 0.28, tau * 0.5), (2.76, 0.12, tau * 0.3), (5.4, 0.04, tau * 0.12))
    n = samples(seconds)
    out = [0.0] * n
    for mult, amp, t_dec in partials:
        f = freq * mult
        if f >= RATE / 2:
            continue
        for i in range(n):
            t = i / RATE
            out[i] += amp * math.sin(TAU * f * t) * math.exp(-t / t_dec)
    return decay(out, 10.0, attack=0.004)


def finish(sig: Signal, peak: float) -> Signal:
    """DC removed, faded in and out, scaled to `peak` (of full scale)."""
    mean = sum(sig) / len(sig)
    sig = [v - mean for v in sig]
    n = len(sig)
    fin, fout = samples(FADE_IN_S), samples(FADE_OUT_S)
    for i in range(fin):
        sig[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fin)
    for i in range(fout):
        sig[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fout)
    top = max(abs(v) for v in sig) or 1.0
    return [v * peak / top for v in sig]


def wav_bytes(sig: Signal) -> bytes:
    frames = struct.pack(f"<{len(sig)}h", *(max(-32767, min(32767, int(round(v * 32767)))) for v in sig))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buf.getvalue()


# --- the sounds ----------------------------------------------------------------------------------


def dice(rng: random.Random) -> Signal:
    """Three dice: each impact is a click of band-passed noise plus a short wood resonance, often with a
    second die landing just after it; the impacts come slower and softer as the dice settle."""
    out = silence(0.62)
    t, gap = 0.0, 0.07
    for k in range(7):
        for j in range(1 if rng.random() < 0.4 else 2):
            amp = 0.86 ** k * (0.6 + 0.4 * rng.random()) * (0.55 if j else 1.0)
            at = t + j * (0.012 + 0.02 * rng.random())
            click = decay(biquad(noise(rng, 0.03), "bandpass", 2600 + 2000 * rng.random(), 1.4), 0.004)
            wood_f = 1150 + 700 * rng.random()
            wood = [a + 0.35 * b for a, b in zip(sine(wood_f, 0.05, 0.011), sine(wood_f * 2.71, 0.05, 0.005))]
            mix(out, click, at, amp)
            mix(out, wood, at, amp * 0.45)
        t += gap * (0.7 + 0.6 * rng.random())
        gap *= 1.12
    return finish(biquad(out, "highpass", 180, 0.7), 0.45)


def explosion(rng: random.Random) -> Signal:
    length = 0.95
    rumble = sweep_lowpass(sweep_lowpass(noise(rng, length), lambda t: 150 + 2600 * math.exp(-t / 0.12)),
                           lambda t: 200 + 3200 * math.exp(-t / 0.18))
    rumble = decay(rumble, 0.32, attack=0.006)
    phase, thump = 0.0, []
    for i in range(samples(length)):
        t = i / RATE
        phase += TAU * (42 + 75 * math.exp(-t / 0.07)) / RATE
        thump.append(math.sin(phase) * math.exp(-t / 0.2) * min(1.0, t / 0.004))
    crackle = silence(length)
    for _ in range(14):
        at = 0.01 + 0.45 * rng.random() ** 1.6
        mix(crackle, decay(biquad(noise(rng, 0.02), "bandpass", 1800 + 2500 * rng.random(), 2.0), 0.003), at,
            0.5 * math.exp(-at / 0.25))
    rms = math.sqrt(sum(v * v for v in rumble[: samples(0.3)]) / samples(0.3)) or 1.0
    out = [0.45 * r / rms + 0.7 * th + c for r, th, c in zip(rumble, thump, crackle)]
    return finish(out, 0.5)


def conquest(_rng: random.Random) -> Signal:
    out = silence(0.95)
    for freq, at, held in ((523.25, 0.0, 0.1), (659.25, 0.12, 0.1), (783.99, 0.24, 0.42)):
        mix(out, brass(freq, held, release=0.05 if held < 0.2 else 0.09, vibrato=0.004 if held > 0.2 else 0.0), at)
    return finish(out, 0.42)


def card(rng: random.Random) -> Signal:
    length = 0.36
    swish = sweep_bandpass(noise(rng, length), lambda t: 1400 + 3600 * min(1.0, t / 0.2), 1.1)
    rise, fall = 0.07, 0.16
    for i in range(len(swish)):
        t = i / RATE
        if t < rise:
            env = math.sin(math.pi / 2 * t / rise) ** 2
        elif t < rise + fall:
            env = math.cos(math.pi / 2 * (t - rise) / fall) ** 2
        else:
            env = 0.0
        swish[i] *= env
    tap = decay(biquad(noise(rng, 0.04), "lowpass", 1400, 0.8), 0.006)
    mix(swish, tap, 0.22, 0.9)
    return finish(swish, 0.34)


def click(rng: random.Random) -> Signal:
    out = silence(0.16)
    mix(out, sine(820, 0.16, 0.018), 0.0)
    mix(out, sine(2350, 0.16, 0.007), 0.0, 0.35)
    mix(out, decay(biquad(noise(rng, 0.01), "highpass", 2000, 0.7), 0.0015), 0.0, 0.4)
    return finish(out, 0.34)


def victory(_rng: random.Random) -> Signal:
    out = silence(1.5)
    notes = ((392.0, 0.0, 0.1), (523.25, 0.13, 0.1), (659.25, 0.26, 0.1), (783.99, 0.39, 0.16))
    for freq, at, held in notes:
        mix(out, brass(freq, held, release=0.05), at)
    for freq, gain in ((523.25, 0.7), (659.25, 0.55), (783.99, 0.55), (1046.5, 0.6)):
        mix(out, brass(freq, 0.5, release=0.14, vibrato=0.003), 0.6, gain)
    return finish(out, 0.48)


def turn(_rng: random.Random) -> Signal:
    out = silence(1.2)
    mix(out, bell(1318.5, 1.2, 0.5), 0.0)
    mix(out, bell(1046.5, 1.0, 0.55), 0.17, 0.9)
    return finish(out, 0.32)


def launch(rng: random.Random) -> Signal:
    """A nuclear attack declared (VARIANTS.md V2.2): an alarm's two falling-rising sweeps over a jet's hiss."""
    length = 1.2
    out, phase = silence(length), 0.0
    for i in range(samples(1.1)):
        t = i / RATE
        phase += TAU * (620 + 260 * math.sin(TAU * t / 0.55 - math.pi / 2)) / RATE
        env = min(1.0, t / 0.05) * min(1.0, (1.1 - t) / 0.25)
        out[i] += env * (math.sin(phase) + 0.25 * math.sin(3 * phase))
    hiss = sweep_bandpass(noise(rng, length), lambda t: 900 + 2600 * t / length, 0.9)
    for i in range(len(hiss)):
        t = i / RATE
        hiss[i] *= 0.5 * min(1.0, t / 0.4) * max(0.0, 1.0 - t / length)
    mix(out, hiss, 0.0, 0.8)
    return finish(biquad(out, "highpass", 120, 0.7), 0.4)


def intercept(rng: random.Random) -> Signal:
    """A nuke intercepted (V2.3): a falling zap and a small, bright burst high up."""
    length = 0.6
    out, phase = silence(length), 0.0
    for i in range(samples(0.22)):
        t = i / RATE
        phase += TAU * (2400 * math.exp(-t / 0.06) + 300) / RATE
        out[i] += math.sin(phase) * math.exp(-t / 0.09) * min(1.0, t / 0.002)
    burst = decay(biquad(noise(rng, 0.4), "bandpass", 2200, 0.9), 0.07, attack=0.003)
    mix(out, burst, 0.16, 0.9)
    return finish(biquad(out, "highpass", 150, 0.7), 0.42)


def contamination(rng: random.Random) -> Signal:
    """An area contaminated (V2.7): a deep, slow rumble and a Geiger counter's irregular ticks."""
    length = 1.4
    rumble = decay(sweep_lowpass(noise(rng, length), lambda t: 90 + 700 * math.exp(-t / 0.3)), 0.55, attack=0.02)
    rms = math.sqrt(sum(v * v for v in rumble[: samples(0.5)]) / samples(0.5)) or 1.0
    out = [0.5 * v / rms for v in rumble]
    at = 0.05
    while at < length - 0.1:
        tick = decay(biquad(noise(rng, 0.006), "highpass", 3000, 0.7), 0.0008)
        mix(out, tick, at, 0.9)
        at += 0.015 + 0.09 * rng.random() ** 2
    return finish(biquad(out, "highpass", 35, 0.7), 0.45)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "dice": dice,
    "explosion": explosion,
    "conquest": conquest,
    "card": card,
    "click": click,
    "victory": victory,
    "turn": turn,
    "launch": launch,
    "intercept": intercept,
    "contamination": contamination,
}


def render(name: str) -> bytes:
    """The WAV file of one sound; each sound has its own fixed seed."""
    sig = SOUNDS[name](random.Random(f"conquest-sound-{name}"))
    if len(sig) > samples(MAX_SECONDS):
        raise ValueError(f"{name}: {len(sig) / RATE:.2f} s is longer than {MAX_SECONDS} s")
    return wav_bytes(sig)


def write_all(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        path.write_bytes(render(name))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a shipped file is missing or differs")
    ap.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (default resources/sounds)")
    args = ap.parse_args(argv)
    if args.check:
        stale = [name for name in SOUNDS
                 if not (args.out / f"{name}.wav").exists() or (args.out / f"{name}.wav").read_bytes() != render(name)]
        for name in stale:
            print(f"stale or missing: {args.out / (name + '.wav')}")
        return 1 if stale else 0
    for path in write_all(args.out):
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
