#!/usr/bin/env python3
"""Seed corpora for the fuzzers from the fixtures: each hand as JSON (a line for
fuzz-line, the same text for fuzz-compact), and as text notation. The small
hand-made corpus beside this script (tests/fuzz/corpus/) holds the hostile
shapes the fixtures lack."""
import json, os, sys

fixtures, out = sys.argv[1], sys.argv[2]
for kind in ('line', 'compact', 'notation'):
    os.makedirs(os.path.join(out, kind), exist_ok=True)

def text_of(hand):
    s = ''
    for m in hand.get('melds', []):
        claimed = '' if (m['type'] == 'kong' and m.get('concealed')) else '1'
        s += '[' + ''.join(m['tiles']) + claimed + ']'
    return s + ''.join(hand.get('concealed', [])) + hand.get('win_tile', '')

# Every fixture row with a hand, MCR and Hong Kong alike (settlement rows of the
# HK file have none).
n = 0
for name in sorted(os.listdir(fixtures)):
    if not name.endswith('.jsonl'):
        continue
    for line in open(os.path.join(fixtures, name)):
        if not line.strip():
            continue
        hand = json.loads(line).get('hand')
        if not isinstance(hand, dict):
            continue
        for kind in ('line', 'compact'):
            with open(os.path.join(out, kind, '%05d' % n), 'w') as f:
                json.dump(hand, f, ensure_ascii=False)
        with open(os.path.join(out, 'notation', '%05d' % n), 'w') as f:
            f.write(text_of(hand))
        n += 1
        if n >= 900:
            sys.exit(0)
