import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scorerContract } from './scorer-contract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
scorerContract('native', path.join(root, 'build/native/mahjong-score'), []);
