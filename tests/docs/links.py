#!/usr/bin/env python3
"""links.py ROOT: prints FILE:LINE: LINK -- WHY for every relative Markdown link of ROOT's tracked
*.md files that does not resolve: a file or directory that does not exist, or an anchor (#...)
that is no heading of the target file (GitHub's slugs: lower case, punctuation but '-' and '_'
dropped, spaces to '-', a repeated slug numbered -1, -2, ...). External links (scheme:...) and
links inside code spans or fenced code are not checked. Exit status 1 when one does not resolve.
"""
import os
import re
import subprocess
import sys

LINK = re.compile(r'(?<!!)\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)(?:\s+"[^"]*")?\)|!\[[^\]]*\]\(([^)\s]+)\)')
FENCE = re.compile(r'^\s*(```|~~~)')
HEADING = re.compile(r'^(#{1,6})\s+(.*?)\s*#*\s*$')


def slug(text):
    text = re.sub(r'`([^`]*)`', r'\1', text)                 # code spans keep their text
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)     # links keep their text
    text = text.strip().lower()
    text = re.sub(r'[^\w\- ]', '', text, flags=re.UNICODE)
    return text.replace(' ', '-')


def anchors(path, cache={}):
    if path not in cache:
        seen, out, fenced = {}, set(), False
        with open(path, encoding='utf-8') as f:
            for line in f:
                if FENCE.match(line):
                    fenced = not fenced
                    continue
                m = None if fenced else HEADING.match(line)
                if m:
                    s = slug(m.group(2))
                    n = seen.get(s, 0)
                    out.add(s if n == 0 else f'{s}-{n}')
                    seen[s] = n + 1
        cache[path] = out
    return cache[path]


def links(path):
    fenced = False
    with open(path, encoding='utf-8') as f:
        for no, line in enumerate(f, 1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if fenced:
                continue
            plain = re.sub(r'`[^`]*`', '', line)
            for m in LINK.finditer(plain):
                yield no, m.group(1) or m.group(2)


def main(root):
    files = subprocess.run(['git', '-C', root, 'ls-files', '*.md'], capture_output=True,
                           text=True, check=True).stdout.split()
    bad = 0
    for rel in files:
        path = os.path.join(root, rel)
        if not os.path.exists(path):
            continue
        for no, link in links(path):
            if re.match(r'^[a-z][a-z0-9+.-]*:', link, re.I):
                continue                                    # http:, mailto:, ...
            target, _, anchor = link.partition('#')
            dest = os.path.normpath(os.path.join(os.path.dirname(path), target)) if target else path
            why = None
            if not os.path.exists(dest):
                why = 'no such file'
            elif anchor and os.path.isfile(dest) and dest.endswith('.md') \
                    and anchor not in anchors(dest):
                why = 'no such heading'
            if why:
                print(f'{rel}:{no}: {link} -- {why}')
                bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
