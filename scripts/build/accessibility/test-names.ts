/** Whether `file` holds a test called `name`: as written, or with `{engine}` for a template slot. */
export function namesTest(source: string, name: string): boolean {
  if (source.includes(name)) return true;
  const pattern = name
    .split('{engine}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\$\\{[^}]+\\}');
  return new RegExp(pattern).test(source);
}
