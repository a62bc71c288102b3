import { describe, expect, it } from 'vitest';
import { decodeQueryComponent, editQueryParameter, withQueryParameters } from '@/core/query-parameter';

const page = 'https://pay.example/basic/';
const toY = () => 'Y';
const remove = () => undefined;

describe('editQueryParameter', () => {
  it.each<[string, string, (raw: string) => string | undefined, string]>([
    ['%20 elsewhere kept', '?M=a%20b&tokenList=X&lang=de', toY, '?M=a%20b&tokenList=Y&lang=de'],
    ['+ elsewhere kept', '?M=a+b&tokenList=X', toY, '?M=a+b&tokenList=Y'],
    ['%2B elsewhere kept', '?a1=REQ%2B1&tokenList=X', toY, '?a1=REQ%2B1&tokenList=Y'],
    [
      'escaped UTF-8 and & kept',
      '?merchantName=Caf%C3%A9%20%26%20co&tokenList=X',
      remove,
      '?merchantName=Caf%C3%A9%20%26%20co',
    ],
    ['raw UTF-8 kept', '?merchantName=Café&tokenList=X&M=Ünï', remove, '?merchantName=Café&M=Ünï'],
    ['lower-case escapes kept', '?M=a%2fb&tokenList=X', toY, '?M=a%2fb&tokenList=Y'],
    [
      'repeated key: only the first is edited',
      '?tokenList=A&M=1&tokenList=B',
      toY,
      '?tokenList=Y&M=1&tokenList=B',
    ],
    ['repeated key: removing removes every one', '?tokenList=A&M=1&tokenList=B', remove, '?M=1'],
    ['empty values kept', '?a=&tokenList=X&b=', remove, '?a=&b='],
    ['empty pairs kept', '?a=1&&tokenList=X&', toY, '?a=1&&tokenList=Y&'],
    ['a key without = elsewhere kept', '?flag&tokenList=X&M=1', remove, '?flag&M=1'],
    ['the key without =: gets its value', '?tokenList&M=1', toY, '?tokenList=Y&M=1'],
    ['the key with an empty value', '?tokenList=&M=1', toY, '?tokenList=Y&M=1'],
    ['an escaped key matches, and keeps its spelling', '?token%4Cist=X&M=1', toY, '?token%4Cist=Y&M=1'],
    [
      'a key that only looks alike does not match',
      '?tokenlist=X&tokenList2=X',
      toY,
      '?tokenlist=X&tokenList2=X',
    ],
    ['the last parameter removed: no ?', '?tokenList=X', remove, ''],
    [
      'the fragment kept',
      '?tokenList=X&M=1#pay?tokenList=Z&a=%20',
      toY,
      '?tokenList=Y&M=1#pay?tokenList=Z&a=%20',
    ],
    ['the fragment kept when the query goes', '?tokenList=X#top', remove, '#top'],
    ['no such key: unchanged', '?M=a%20b', toY, '?M=a%20b'],
    ['no query: unchanged', '#tokenList=X', toY, '#tokenList=X'],
    ['the same value: unchanged', '?tokenList=X&M=a+b', (raw) => raw, '?tokenList=X&M=a+b'],
  ])('%s', (_name, query, edit, expected) => {
    expect(editQueryParameter(`${page}${query}`, 'tokenList', edit)).toBe(`${page}${expected}`);
  });

  it.each([
    ['?tokenList=%5Ba%5D%2C+b&M=1', '%5Ba%5D%2C+b'],
    ['?tokenList&M=1', ''],
    ['?tokenList=a=b', 'a=b'],
    ['?M=1&tokenList=first&tokenList=second', 'first'],
  ])('gives the edit the raw value of the first occurrence: %s', (query, raw) => {
    const seen: string[] = [];
    editQueryParameter(`${page}${query}`, 'tokenList', (value) => {
      seen.push(value);
      return value;
    });
    expect(seen).toEqual([raw]);
  });
});

describe('decodeQueryComponent', () => {
  it.each([
    ['a+b', 'a b'],
    ['a%20b', 'a b'],
    ['a%2Bb', 'a+b'],
    ['Caf%C3%A9', 'Café'],
    ['Café', 'Café'],
    ['100%', '100%'],
    ['%zz', '%zz'],
    ['', ''],
  ])('%j reads as %j, as URLSearchParams reads it', (raw, decoded) => {
    expect(decodeQueryComponent(raw)).toBe(decoded);
    expect(new URLSearchParams(`k=${raw}`).get('k')).toBe(decoded);
  });
});

describe('withQueryParameters', () => {
  const set = [
    ['k', 'v w'],
    ['z', '1'],
  ] as const;
  it.each<[string, string, string]>([
    ['no query: one is added', 'https://m.example/f', 'https://m.example/f?k=v%20w&z=1'],
    ['a bare ?', 'https://m.example/f?', 'https://m.example/f?k=v%20w&z=1'],
    [
      'appended after the merchant bytes',
      'https://m.example/f?a=%2f+b',
      'https://m.example/f?a=%2f+b&k=v%20w&z=1',
    ],
    [
      'empty pairs kept, no second & after a trailing one',
      'https://m.example/f?&&a=1&',
      'https://m.example/f?&&a=1&k=v%20w&z=1',
    ],
    [
      'every copy of a key replaced',
      'https://m.example/f?k=1&a=1&k=2&z=0',
      'https://m.example/f?a=1&k=v%20w&z=1',
    ],
    [
      'fragment kept at the end',
      'https://m.example/f?a=1#x?k=1',
      'https://m.example/f?a=1&k=v%20w&z=1#x?k=1',
    ],
    ['only the query: stays relative', '', '?k=v%20w&z=1'],
  ])('%s', (_name, url, expected) => {
    expect(withQueryParameters(url, set)).toBe(expected);
  });
});
