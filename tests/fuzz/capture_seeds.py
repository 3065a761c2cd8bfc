#!/usr/bin/env python3
"""Writes the structure-aware seeds of the capture_import fuzz target into
tests/fuzz/corpus/capture_import: session metadata (mode byte 3: metadata text, NUL, logic
bytes; the target zips them) with every key CycleLab checks set to ordinary and impossible
values, and VCD (mode 1) / CSV (mode 2) files with unusual timescales and timestamps. Each seed
stays under scripts/fuzz's -max_len of 4096 bytes. Usage: tests/fuzz/capture_seeds.py"""
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "capture_import")


def write(name, mode, body):
    data = bytes([mode]) + body
    assert len(data) <= 4096, name
    with open(os.path.join(OUT, "seed-" + name), "wb") as f:
        f.write(data)


def metadata(unit=1, probes=8, rate="1 MHz", capturefile="logic-1", extra=""):
    text = "[global]\nsigrok version=0.5.2\n\n[device 1]\ncapturefile=%s\n" % capturefile
    text += "total probes=%d\nsamplerate=%s\ntotal analog=0\n" % (probes, rate)
    text += "".join("probe%d=D%d\n" % (i + 1, i) for i in range(min(probes, 130)))
    return text + "unitsize=%d\n" % unit + extra


def pulses(unit, samples, channel=0):
    out = bytearray(unit * samples)
    for s in range(samples):
        if 4 <= s % 10 < 7 and channel // 8 < unit:
            out[s * unit + channel // 8] |= 1 << (channel % 8)
    return bytes(out)


def sessions():
    for unit in (1, 2, 3, 4, 5, 8, 9, 12, 16, 64, 0, 4097, 1000000):
        probes = min(max(unit, 1) * 8, 128)
        samples = max(1, 1024 // max(unit, 1)) if unit <= 4096 else 2
        logic = pulses(max(1, min(unit, 64)), min(samples, 100), probes - 1)
        write("sr-unit%d" % unit, 3, metadata(unit, probes).encode() + b"\0" + logic)
    for i, rate in enumerate(("24000000", "1 kHz", "-1 MHz", "999999 THz", "0", "NaN",
                              "1e400 Hz", "18446744073709551615", "200 GHz", "")):
        write("sr-rate%d" % i, 3, metadata(rate=rate).encode() + b"\0" + pulses(1, 200))
    for name in ("metadata", "version", "logic-2", "logic-", "logic-1-1"):
        write("sr-capturefile-" + name, 3,
              metadata(capturefile=name).encode() + b"\0" + pulses(1, 200))
    for probes in (0, 65, 4096, 100000000):
        write("sr-probes%d" % probes, 3, metadata(8, probes).encode() + b"\0" + pulses(8, 64))
    write("sr-analog", 3, metadata(extra="total analog=100000000\n").encode() + b"\0")
    write("sr-nometa", 3, b"\0" + pulses(1, 100))


VCD_HEAD = "$timescale %s $end\n$scope module top $end\n$var wire 1 ! probe $end\n" \
           "$var wire 4 # bus $end\n$upscope $end\n$enddefinitions $end\n"


def vcds():
    body = "#0\n0!\nb0000 #\n#10\n1!\n#14\n0!\nb1010 #\n#30\n"
    for i, ts in enumerate(("1 ns", "10 us", "100ps", "1 fs", "1s", "0 ns", "0ns", "00 ps",
                            "1000 ms", "1 xs")):
        write("vcd-timescale%d" % i, 1, (VCD_HEAD % ts + body).encode())
    for i, times in enumerate((("0", "10", "5"), ("0", "-3", "30"), ("5", "5", "5"),
                               ("0", "100000000000000000000000"), ("0", "100000000010"),
                               ("1000000000", "1000000010", "1000000020"), ("0", "1e3"),
                               ("0", "999999999999999999"), ("0", "1000000001"))):
        lines = "".join("#%s\n%s!\n" % (t, k % 2) for k, t in enumerate(times))
        write("vcd-timestamps%d" % i, 1, (VCD_HEAD % "1 ns" + lines).encode())
    comment = "$comment " + "c" * 3000 + " $end\n"
    write("vcd-comment-timescale0", 1, (comment + VCD_HEAD % "0 ns" + body).encode())
    write("vcd-dumpvars", 1, (VCD_HEAD % "1 ns" + "$dumpvars\n0!\nb0 #\n$end\n" + body).encode())
    write("vcd-longline", 1, (VCD_HEAD % "1 ns" + "#0\n" + "0" * 3000 + "\n").encode())


def csvs():
    write("csv-pulses", 2, "".join("%d,%d\n" % (s % 10 >= 4, s % 3 == 0)
                                   for s in range(200)).encode())
    write("csv-header", 2, ("a,b\n" + "1,0\n0,1\n" * 50).encode())
    write("csv-binary", 2, bytes(2000))


if __name__ == "__main__":
    sessions()
    vcds()
    csvs()
