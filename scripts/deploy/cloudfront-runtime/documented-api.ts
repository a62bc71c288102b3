/**
 * What the `cloudfront-js-2.0` page of the CloudFront Developer Guide lists ("JavaScript runtime
 * 2.0 features for CloudFront Functions"), as data: its globals, each global's static members,
 * every method name it lists on any object, and the modules `require()` may load. One row per
 * heading of the page, names space-separated as the page gives them.
 */
const words = (text: string): string[] => text.trim().split(/\s+/);

/** The globals the page lists (Globals, Primitive objects, Built-in objects, Error types, Built-in modules). */
export const documentedGlobals: ReadonlySet<string> = new Set([
  // ES 5.1 types and the primitive and built-in objects.
  ...words('Object String Number Boolean Math Date Function RegExp JSON Array ArrayBuffer Promise DataView'),
  ...words('Float32Array Float64Array Int8Array Int16Array Int32Array Uint8Array Uint8ClampedArray'),
  ...words('Uint16Array Uint32Array Symbol TextDecoder TextEncoder console'),
  // Error types.
  ...words('Error EvalError InternalError RangeError ReferenceError SyntaxError TypeError URIError'),
  // Globals.
  ...words('globalThis decodeURI decodeURIComponent encodeURI encodeURIComponent isFinite isNaN'),
  ...words('parseFloat parseInt atob btoa NaN Infinity undefined arguments'),
  // Built-in modules: Buffer is global, querystring and crypto come through require().
  ...words('Buffer require'),
]);

const typedArrayStatics = words('from of prototype');

/** The static members the page lists for each documented global; a global not here has none listed. */
export const documentedStatics: Readonly<Record<string, readonly string[]>> = {
  Object: words(`create defineProperties defineProperty freeze getOwnPropertyDescriptor
    getOwnPropertyDescriptors getOwnPropertyNames getPrototypeOf isExtensible isFrozen isSealed keys
    preventExtensions seal assign entries values
    is setPrototypeOf prototype`), // listed as "Object.prototype.is()" and "….setPrototypeOf()": ES 6's statics
  String: words('fromCharCode fromCodePoint prototype'),
  Number: words(`EPSILON MAX_SAFE_INTEGER MIN_SAFE_INTEGER MAX_VALUE MIN_VALUE NaN NEGATIVE_INFINITY
    POSITIVE_INFINITY isFinite isInteger isNaN isSafeInteger parseInt parseFloat prototype`),
  Boolean: words('prototype'),
  Math: words(`E LN10 LN2 LOG10E LOG2E PI SQRT1_2 SQRT2 abs acos acosh asin asinh atan atan2 atanh cbrt
    ceil clz32 cos cosh exp expm1 floor fround hypot imul log log1p log2 log10 max min pow random round
    sign sinh sin sqrt tan tanh trunc`),
  // "All ES 5.1 Date features are supported."
  Date: words('now parse UTC prototype'),
  Function: words('prototype'),
  RegExp: words('prototype'),
  JSON: words('parse stringify'),
  Array: words('isArray of prototype'),
  Float32Array: typedArrayStatics,
  Float64Array: typedArrayStatics,
  Int8Array: typedArrayStatics,
  Int16Array: typedArrayStatics,
  Int32Array: typedArrayStatics,
  Uint8Array: typedArrayStatics,
  Uint8ClampedArray: typedArrayStatics,
  Uint16Array: typedArrayStatics,
  Uint32Array: typedArrayStatics,
  ArrayBuffer: words('isView prototype'),
  Promise: words('all allSettled any reject resolve race prototype'),
  DataView: words('prototype'),
  Symbol: words('for keyFor prototype'),
  TextDecoder: words('prototype'),
  TextEncoder: words('prototype'),
  console: words('log'),
  Buffer: words('alloc allocUnsafe byteLength compare concat from isBuffer isEncoding prototype'),
};

const dataViewMethods = words('Float32 Float64 Int16 Int32 Int8 Uint16 Uint32 Uint8').flatMap((type) => [
  `get${type}`,
  `set${type}`,
]);
const dateMethods = words('Date Day FullYear Hours Milliseconds Minutes Month Seconds').flatMap((part) => [
  `get${part}`,
  `getUTC${part}`,
  `set${part}`,
  `setUTC${part}`,
]);
const bufferReadWrite = words(`Int8 IntBE Int16BE Int32BE IntLE Int16LE Int32LE UInt8 UIntBE UInt16BE
  UInt32BE UIntLE UInt16LE UInt32LE DoubleBE DoubleLE FloatBE FloatLE`).flatMap((type) => [
  `read${type}`,
  `write${type}`,
]);

/**
 * Every method name the page lists on any object (prototype methods of the built-ins, Buffer's,
 * the querystring and crypto modules'). Without types a call's receiver is unknown, so a call
 * `x.name()` passes when some documented object has `name`, and is refused when none has.
 */
export const documentedMethodNames: ReadonlySet<string> = new Set([
  // Object.prototype, Function.prototype.
  ...words('hasOwnProperty isPrototypeOf propertyIsEnumerable toString valueOf apply bind call'),
  // String.prototype.
  ...words(`charAt concat indexOf lastIndexOf match replace search slice split substr substring
    toLowerCase trim toUpperCase codePointAt endsWith includes repeat startsWith padStart padEnd
    trimStart trimEnd replaceAll`),
  // Number.prototype, RegExp.prototype.
  ...words('toExponential toFixed toPrecision exec test'),
  // Array.prototype and TypedArray.prototype.
  ...words(`every filter forEach join map pop push reduce reduceRight reverse shift some sort splice
    unshift copyWithin fill find findIndex set subarray`),
  // Promise.prototype.
  ...words('catch finally then'),
  // DataView.prototype, Date.prototype (all of ES 5.1).
  ...dataViewMethods,
  ...dateMethods,
  ...words(`getTime getTimezoneOffset setTime toDateString toISOString toJSON toLocaleDateString
    toLocaleString toLocaleTimeString toTimeString toUTCString`),
  // TextDecoder, TextEncoder, console.
  ...words('decode encode encodeInto log'),
  // Buffer.prototype.
  ...words('compare copy equals swap16 swap32 swap64 write'),
  ...bufferReadWrite,
  // querystring and crypto.
  ...words('escape parse stringify unescape createHash createHmac update digest'),
]);

/** The modules `require()` may load: the page's "Built-in modules" (Buffer is a global). */
export const documentedModules: ReadonlySet<string> = new Set(words('querystring crypto'));
