// The JS API's reading of the caller's value for the JSON way (wasm/mahjong.js
// imports it with the first module that reads JSON: the first result, a
// well-formed hand packed, needs none of it). Its refusals are the messages
// the API returns as parse errors.

// A refusal while reading the caller's value: becomes the error value.
class Refusal {
  constructor(message) {
    this.message = message;
  }
}

// A thrown value described without trusting it (its toString may throw too).
function describeThrown(err) {
  try {
    const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : typeof err;
    return text.length > 80 ? `${text.slice(0, 80)}...` : text;
  } catch {
    return 'an unreadable value';
  }
}

// "The field "melds[0].tiles"", or "The hand" itself.
const subject = (path) => (path.length ? `The field ${place(path)}` : 'The hand');

function place(path) {
  let out = '';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out ? `.${step}` : step;
  return out ? `"${out.length > 60 ? `${out.slice(0, 60)}...` : out}"` : 'the hand';
}

// A hand's JSON bytes (jsonBytes), written into a spare buffer (a getter
// that calls back in while it is being filled gets another), then handed to
// `use` with the hand's rule set as read; a refusal to `refuse`.
let spare = null;
export function withHandBytes(hand, limits, use, refuse) {
  const out = spare ?? new Uint8Array(3 * limits.bytes + 256); // UTF-8 of the most text, and what is written between checks
  spare = null;
  try {
    const read = jsonBytes(hand, limits, out);
    return read.refusal !== undefined ? refuse(read.refusal) : use(out.subarray(0, read.size), read.rules);
  } finally {
    spare = out;
  }
}

// The caller's value as JSON, its UTF-8 bytes written straight into `out`
// (no string is built: this is most of what score() costs in JS), refusing,
// before expanding it, anything the core's reader would refuse for its size
// or shape: more than `depth` levels, arrays longer than `items` (their
// length is read first), objects with more than `fields` keys, more than
// `values` values or `bytes` characters of text (the module's reader counts
// the bytes), numbers JSON cannot carry, and any
// object or array met twice (a cycle or a shared child, which could
// otherwise expand without end). Undefined fields are left out, as
// JSON.stringify leaves them; strings are escaped as it escapes them.
// `out` must hold 3 * limits.bytes + 256; returns {size, rules} or {refusal},
// `rules` the hand's "rules" as read (a string, or undefined), which says
// which module reads it.
export function jsonBytes(value, limits, out) {
  const seen = new Set();
  let rules;
  const path = [];
  const cap = limits.bytes;
  let values = 0;
  let n = 0; // bytes written
  let units = 0; // the JSON text's length in UTF-16 units, as the cap counts it
  const tooLong = () => new Refusal(`The hand is more than ${cap} bytes of JSON (README, "Limits").`);
  const ascii = (text) => {
    if ((units += text.length) > cap) throw tooLong();
    for (let i = 0; i < text.length; i++) out[n++] = text.charCodeAt(i);
  };
  const hex = (c) => ascii(`\\u${c.toString(16).padStart(4, '0')}`);
  const string = (s) => {
    out[n++] = 34; // "
    units += 2;
    for (let i = 0; i < s.length; i++) {
      if (++units > cap) throw tooLong();
      const c = s.charCodeAt(i);
      if (c >= 0x20 && c < 0x7f && c !== 34 && c !== 92) out[n++] = c;
      else if (c < 0x80) {
        const short = c === 34 ? 34 : c === 92 ? 92 : c === 8 ? 98 : c === 12 ? 102 : c === 10 ? 110 : c === 13 ? 114 : c === 9 ? 116 : 0;
        if (short) (out[n++] = 92), (out[n++] = short), units++;
        else units--, hex(c);
      } else if (c < 0x800) (out[n++] = 0xc0 | (c >> 6)), (out[n++] = 0x80 | (c & 63));
      else if (c >= 0xd800 && c <= 0xdfff) {
        const d = c <= 0xdbff && i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
        if (d < 0xdc00 || d > 0xdfff) units--, hex(c); // a lone half, escaped as JSON.stringify does
        else {
          const u = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++, units++;
          out[n++] = 0xf0 | (u >> 18), out[n++] = 0x80 | ((u >> 12) & 63), out[n++] = 0x80 | ((u >> 6) & 63), out[n++] = 0x80 | (u & 63);
        }
      } else (out[n++] = 0xe0 | (c >> 12)), (out[n++] = 0x80 | ((c >> 6) & 63)), (out[n++] = 0x80 | (c & 63));
    }
    out[n++] = 34;
  };
  const walk = (v, depth) => {
    if (++values > limits.values) throw new Refusal(`The hand has more than ${limits.values} values; a hand has about 50.`);
    switch (typeof v) {
      case 'string':
        if (v.length > cap) throw new Refusal(`${subject(path)} holds a string of ${v.length} characters; a hand is at most ${cap} bytes.`);
        string(v);
        break;
      case 'number':
        if (!Number.isFinite(v)) throw new Refusal(`${subject(path)} holds ${v}, which is not a number a hand can hold.`);
        ascii(String(v));
        break;
      case 'boolean':
        ascii(v ? 'true' : 'false');
        break;
      case 'object': {
        if (v === null) {
          ascii('null');
          break;
        }
        if (depth >= limits.depth) throw new Refusal(`The hand nests lists and objects more than ${limits.depth} deep (at ${place(path)}); a hand needs 4.`);
        if (seen.has(v)) throw new Refusal(`${subject(path)} is a list or object already used elsewhere in the hand (a cycle or a shared value); give each place its own.`);
        seen.add(v);
        if (Array.isArray(v)) {
          const count = v.length;
          if (!(count <= limits.items)) throw new Refusal(`${subject(path)} is a list of ${count} items; a list in a hand has at most ${limits.items}.`);
          out[n++] = 91; // [
          units++;
          for (let i = 0; i < count; i++) {
            if (i) (out[n++] = 44), units++;
            path.push(i);
            const item = v[i];
            if (item === undefined) ascii('null');
            else walk(item, depth + 1);
            path.pop();
          }
          ascii(']');
        } else {
          // Their keys are their elements or characters: listing them could
          // cost as much as a 1e8-long array, so they are refused unread.
          if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof String)
            throw new Refusal(`${subject(path)} holds ${v instanceof String ? 'a String object' : 'binary data (a typed array or buffer)'}, which is not hand data.`);
          const keys = Object.keys(v);
          if (keys.length > limits.fields) throw new Refusal(`${subject(path)} is an object of ${keys.length} fields; an object in a hand has at most ${limits.fields}.`);
          out[n++] = 123; // {
          units++;
          let first = true;
          for (const key of keys) {
            path.push(key);
            const item = v[key];
            if (item !== undefined) {
              if (!first) (out[n++] = 44), units++;
              first = false;
              if (key.length > cap) throw tooLong();
              string(key);
              out[n++] = 58; // :
              units++;
              if (depth === 0 && key === 'rules' && typeof item === 'string') rules = item;
              walk(item, depth + 1);
            }
            path.pop();
          }
          ascii('}');
        }
        break;
      }
      case 'undefined':
        ascii('null');
        break;
      default: // function, symbol, bigint
        throw new Refusal(`${subject(path)} holds a ${typeof v}, which is not hand data (strings, numbers, true/false, lists, objects).`);
    }
    if (units > cap) throw tooLong();
  };
  try {
    walk(value, 0);
    return { size: n, rules };
  } catch (err) {
    if (err instanceof Refusal) return { refusal: err.message };
    return { refusal: `The hand could not be read: reading ${place(path)} threw ${describeThrown(err)}.` };
  }
}
