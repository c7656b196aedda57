#!/usr/bin/env python3
"""Seed corpora for the fuzzers from the fixtures: each hand as JSON, and as text notation."""
import json, os, sys

fixtures, out = sys.argv[1], sys.argv[2]
os.makedirs(os.path.join(out, 'json'), exist_ok=True)
os.makedirs(os.path.join(out, 'notation'), exist_ok=True)

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
        with open(os.path.join(out, 'json', '%05d' % n), 'w') as f:
            json.dump(hand, f, ensure_ascii=False)
        with open(os.path.join(out, 'notation', '%05d' % n), 'w') as f:
            f.write(text_of(hand))
        n += 1
        if n >= 900:
            sys.exit(0)
