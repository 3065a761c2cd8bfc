#!/usr/bin/env python3
"""Refreshes cyclelab_zh_CN.ts from the GUI sources, keeping the existing translations.

Qt 6.4's lupdate does not understand C++17 nested namespaces (`namespace cyclelab::app {`), so
it files tr() strings under the bare class name while Qt looks them up under the qualified
name (`cyclelab::app::BenchPage`). This script runs lupdate, qualifies the contexts of the GUI's
QObject classes, and carries every existing translation over (matched by context and source,
else by source alone). Usage: resources/translations/update_ts.py [translations.json]
where the optional JSON maps English source text to a new translation.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TS = os.path.join(ROOT, "resources", "translations", "cyclelab_zh_CN.ts")
SOURCES = os.path.join(ROOT, "app", "gui")
# The chart builders' axis labels and legends (context ChartText) are shown by the app too.
CHARTS = os.path.join(ROOT, "app", "charts")
LUPDATE = os.environ.get("LUPDATE", "/usr/lib/qt6/bin/lupdate")


def qobject_classes():
    names = set()
    for name in os.listdir(SOURCES):
        if name.endswith(".hpp"):
            text = open(os.path.join(SOURCES, name), encoding="utf-8").read()
            for m in re.finditer(r"class (\w+)[^;{]*\{\s*Q_OBJECT", text):
                names.add(m.group(1))
    return names


def translations(path):
    by_context, by_source = {}, {}
    if not os.path.exists(path):
        return by_context, by_source
    for ctx in ET.parse(path).getroot().iter("context"):
        cname = ctx.findtext("name")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in tr.iter("numerusform")]
            value = forms if forms else (tr.text or "")
            src = msg.findtext("source")
            by_context[(cname, src)] = value
            by_source.setdefault(src, value)
    return by_context, by_source


def main():
    extra = json.load(open(sys.argv[1], encoding="utf-8")) if len(sys.argv) > 1 else {}
    by_context, by_source = translations(TS)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = os.path.join(tmp, "fresh.ts")
        subprocess.run([LUPDATE, SOURCES, CHARTS, "-ts", fresh, "-no-obsolete", "-locations", "none",
                        "-target-language", "zh_CN", "-silent"], check=True,
                       stderr=subprocess.DEVNULL)
        tree = ET.parse(fresh)
    classes = qobject_classes()
    missing = 0
    for ctx in tree.getroot().iter("context"):
        name_el = ctx.find("name")
        if name_el.text in classes:
            name_el.text = "cyclelab::app::" + name_el.text
        for msg in ctx.iter("message"):
            src = msg.findtext("source")
            value = extra.get(src) or by_context.get((name_el.text, src)) or by_source.get(src)
            tr = msg.find("translation")
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            if not value:
                tr.set("type", "unfinished")
                missing += 1
                continue
            tr.attrib.pop("type", None)
            if msg.get("numerus") == "yes":
                form = ET.SubElement(tr, "numerusform")
                form.text = value[0] if isinstance(value, list) else value
            else:
                tr.text = value[0] if isinstance(value, list) else value
    tree.getroot().set("language", "zh_CN")
    ET.indent(tree, space="    ")
    with open(TS, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(tree.getroot(), encoding="unicode"))
        out.write("\n")
    print(f"{TS}: {missing} untranslated")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
