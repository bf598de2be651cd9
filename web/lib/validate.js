// JS-side checks for what the C++ side never sees: a value described in a message, and the options
// object (arrays: arrays.js). Values (ranges, symbols, duplicates) are checked in C++. The worker
// pool uses these in the page too, where the module's inputs are never checked.

export function describe(value) {
  if (value === null) return 'null';
  if (isRevoked(value)) return 'a revoked Proxy';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 20 ? value.slice(0, 20) + '…' : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

// Array.isArray() throws on a revoked Proxy, the one value that cannot be looked at.
function isRevoked(value) {
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

// Option kinds: each checks a value given for `where` and returns what the module expects.
export const count = (fallback) => ({ fallback, check: countOf });
export const flag = (fallback) => ({ fallback, check: flagOf });
export const text = (fallback) => ({ fallback, check: textOf });
// A value its call checks itself (a structured option); undefined stays undefined.
export const any = (fallback) => ({ fallback, check: (value) => value });
// A number whose range C++ checks (and names); undefined stays undefined.
export const optionalNumber = (fallback) => ({ fallback, check: numberOf });

// Validates an options object against the options a method accepts ({ name: kind }) and returns
// every option's value, defaults filled in.
// No options at all is the common case in a batch: its answer (the defaults) is worked out once
// per method.
const defaultsFor = new WeakMap();

export function optionsOf(options, accepted, method) {
  if (options === undefined) {
    let defaults = defaultsFor.get(accepted);
    if (!defaults) {
      defaults = Object.freeze(optionsOf({}, accepted, method));
      defaultsFor.set(accepted, defaults);
    }
    return defaults;
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${method}: options must be an object; got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(accepted, key)) {
      throw new TypeError(`${method}: unknown option "${key}" (accepted: ${Object.keys(accepted).join(', ')})`);
    }
  }
  const out = {};
  for (const [key, { fallback, check }] of Object.entries(accepted)) {
    const value = options[key] === undefined ? fallback : options[key];
    out[key] = value === undefined ? undefined : check(value, `${method}: ${key}`);
  }
  return out;
}

// A positive whole count, or Infinity for none (passed to the module as 0).
function countOf(value, where) {
  if (typeof value !== 'number') throw new TypeError(`${where} must be a positive integer or Infinity; got ${describe(value)}`);
  if (value === Infinity) return 0;
  if (!Number.isInteger(value) || value < 1 || value > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${where} must be a positive integer up to 2^53 - 1, or Infinity; got ${value}`);
  }
  return value;
}

function flagOf(value, where) {
  if (typeof value !== 'boolean') throw new TypeError(`${where} must be true or false; got ${describe(value)}`);
  return value;
}

function textOf(value, where) {
  if (typeof value !== 'string') throw new TypeError(`${where} must be a string; got ${describe(value)}`);
  return value;
}

function numberOf(value, where) {
  if (typeof value !== 'number') throw new TypeError(`${where} must be a number; got ${describe(value)}`);
  return value;
}
