import { describe, expect, it } from 'vitest';
import { parseBenchArguments } from './bench/bench-arguments';
import { parseArguments as parseBuildArguments } from './build/build';
import { closest, knownOptions, parseCommandLine, UsageError } from './command-line';
import { parseDeployArguments } from './deploy/deploy-options';
import { parseLocalS3Arguments } from './deploy/local-s3-command';
import { parseNginxArguments } from './deploy/nginx-command';
import { parseRollbackArguments } from './deploy/rollback';
import { parseDevArguments } from './dev/dev';
import { parseEvidenceArguments } from './release/evidence';
import { parseScreenshotsArguments } from './screenshots';
import { parseServeArguments } from './server/serve';
import { parseStartArguments } from './start';
import { parseVerifyArguments } from './verify-deploy';

/**
 * Every command refuses what it does not understand, naming it and listing what it knows; each
 * table has the known options, a typo and a missing value. The rules between options (deploy's
 * --prune-older-than, build's --concurrency range…) are tested beside each command.
 */

type Row = [argv: string[], expected: unknown];
type Refusal = [argv: string[], message: RegExp];

const benchNames = ['validation', 'build', 'size', 'load', 'typing'];
const commands: {
  name: string;
  parse: (argv: string[]) => unknown;
  accepts: Row[];
  refuses: Refusal[];
}[] = [
  {
    name: 'npm start',
    parse: parseStartArguments,
    accepts: [
      [[], { rebuild: false, dialect: 'full' }],
      [['--rebuild'], { rebuild: true, dialect: 'full' }],
      [['--gateway', 'minimal'], { rebuild: false, dialect: 'minimal' }],
      [['--gateway=minimal', '--rebuild'], { rebuild: true, dialect: 'minimal' }],
    ],
    refuses: [
      [
        ['--rebiuld'],
        /^npm start: unknown option --rebiuld \(did you mean --rebuild\?\); npm start knows: --rebuild, --gateway <full\|minimal>$/,
      ],
      [['--gateway'], /^npm start: --gateway needs a value; npm start knows: --rebuild, --gateway/],
      [['--gateway', 'adyen'], /--gateway must be one of full, minimal, got "adyen"/],
      [['--gateway='], /--gateway must be one of full, minimal/],
      [['--rebuild=yes'], /--rebuild takes no value/],
      [['rebuild'], /unexpected argument rebuild/],
    ],
  },
  {
    name: 'npm run dev',
    parse: (argv) => parseDevArguments(argv, ['basic', 'eupago', 'aober/chicshes.html']),
    accepts: [
      [[], { variant: 'basic' }],
      [['--variant', 'eupago'], { variant: 'eupago' }],
      [['--variant=aober/chicshes.html'], { variant: 'aober/chicshes.html' }],
      [['--variant', 'aober/chicshes'], { variant: 'aober/chicshes' }],
    ],
    refuses: [
      [
        ['--varient', 'eupago'],
        /^npm run dev: unknown option --varient \(did you mean --variant\?\); npm run dev knows: --variant <name>$/,
      ],
      [['--variant'], /^npm run dev: --variant needs a value; npm run dev knows: --variant <name>$/],
      [
        ['--variant', 'eupagoo'],
        /^npm run dev: unknown variant "eupagoo" \(did you mean eupago\?\); known: basic, eupago, aober\/chicshes.html$/,
      ],
      [['--variant', 'nowhere'], /^npm run dev: unknown variant "nowhere"; known: basic, eupago/],
      [['eupago'], /unexpected argument eupago/],
    ],
  },
  {
    name: 'npm run serve',
    parse: parseServeArguments,
    accepts: [
      [[], { dialect: 'full' }],
      [['--gateway=minimal'], { dialect: 'minimal' }],
    ],
    refuses: [
      [
        ['--gatway', 'minimal'],
        /^npm run serve: unknown option --gatway \(did you mean --gateway\?\); npm run serve knows: --gateway <full\|minimal>$/,
      ],
      [['--gateway'], /--gateway needs a value/],
      [['--rebuild'], /unknown option --rebuild/],
    ],
  },
  {
    name: 'npm run build',
    parse: parseBuildArguments,
    accepts: [
      [[], {}],
      [['--only', 'eupago'], { only: ['eupago'] }],
      [['--only=eupago,aober/chicshes', '--only', 'gett'], { only: ['eupago', 'aober/chicshes', 'gett'] }],
      [['--concurrency', '2', '--verbose'], { concurrency: 2, verbose: true }],
    ],
    refuses: [
      [
        ['--onyl', 'x'],
        /^npm run build: unknown option --onyl \(did you mean --only\?\); npm run build knows: --only <name\[,name\]>, --concurrency <n>, --verbose, --merchants <file.json>, --out <dir>$/,
      ],
      [['--only'], /--only needs a value/],
      [['--concurrency', '0'], /--concurrency must be a whole number/],
      [['basic'], /unexpected argument basic/],
    ],
  },
  {
    name: 'npm run deploy',
    parse: (argv) => parseDeployArguments(argv),
    accepts: [
      [['--bucket', 'b'], expect.objectContaining({ bucket: 'b', prefix: '', dryRun: false, prune: false })],
      [
        ['--bucket=b', '--prefix', 'eu', '--dry-run', '--force', '--prune', '--prune-older-than', '7d'],
        expect.objectContaining({
          prefix: 'eu/',
          dryRun: true,
          force: true,
          prune: true,
          pruneGraceSeconds: 604_800,
        }),
      ],
      [
        ['--bucket', 'b', '--publish-functions', '--routes-function', 'r', '--headers-function', 'h'],
        expect.objectContaining({ publishFunctions: true, functionNames: { routes: 'r', headers: 'h' } }),
      ],
    ],
    refuses: [
      [
        ['--bucket', 'b', '--dryrun'],
        /^npm run deploy: unknown option --dryrun \(did you mean --dry-run\?\); npm run deploy knows: --bucket <name>, --prefix <path>, .*--prune-older-than <7d\|seconds>, --publish-functions/,
      ],
      [['--bucket'], /^npm run deploy: --bucket needs a value/],
      [['--bucket', 'b', '--prefix', '--dry-run'], /--prefix needs a value/],
      [['--bucket='], /--bucket needs a value/],
      [['--bucket', 'b', '--prune'], /--prune needs --prune-older-than/],
      [['--bucket', 'b', 'extra'], /unexpected argument extra/],
      [['--bucket', 'b', '--keep-releases', '0'], /--keep-releases must be a whole number/],
      [
        ['--bucket', 'hpp', '--promote-from', 's3://hpp/'],
        /--promote-from names the bucket and prefix being deployed to/,
      ],
      [['--bucket', 'b', '--promote-from', 'Not_A_Bucket'], /not a bucket name/],
    ],
  },
  {
    name: 'npm run rollback',
    parse: (argv) => parseRollbackArguments(argv),
    accepts: [
      [
        ['--bucket', 'b', '--merchant', 'aober/chicshes.html', '--prefix', 'eu'],
        { bucket: 'b', prefix: 'eu/', merchant: 'aober/chicshes.html', dryRun: false, list: false },
      ],
      [
        ['--bucket', 'b', '--merchant', 'basic', '--to', 'r1', '--dry-run'],
        expect.objectContaining({ to: 'r1', dryRun: true }),
      ],
    ],
    refuses: [
      [
        ['--bucket', 'b', '--merchnt', 'basic'],
        /^npm run rollback: unknown option --merchnt \(did you mean --merchant\?\)/,
      ],
      [['--bucket', 'b'], /--merchant <path> is required/],
      [['--merchant', 'basic'], /no bucket/],
      [['--bucket', 'b', '--merchant', 'basic', '--to', 'r', '--list'], /--to and --list do not go together/],
    ],
  },
  {
    name: 'npm run evidence',
    parse: parseEvidenceArguments,
    accepts: [
      [
        ['https://pay.example/', '--merchant', 'eupago', '--dist', '/tmp/d', '--out', '/tmp/e'],
        { site: 'https://pay.example', merchant: 'eupago', dist: '/tmp/d', out: '/tmp/e' },
      ],
    ],
    refuses: [
      [['https://pay.example', '--merchnt', 'x'], /unknown option --merchnt \(did you mean --merchant\?\)/],
      [['https://pay.example'], /--merchant is required/],
      [['--merchant', 'x'], /usage: npm run evidence/],
    ],
  },
  {
    name: 'npm run local-s3',
    parse: parseLocalS3Arguments,
    accepts: [
      [
        [
          '--bucket',
          'rehearsal',
          '--dir',
          '/tmp/s3',
          '--port',
          '4568',
          '--cdn-port',
          '8088',
          '--dist',
          '/tmp/d',
        ],
        { bucket: 'rehearsal', dir: '/tmp/s3', port: 4568, cdnPort: 8088, dist: '/tmp/d' },
      ],
    ],
    refuses: [
      [['--prot', '1'], /unknown option --prot \(did you mean --port\?\)/],
      [['--port', '70000'], /--port must be a port number/],
      [['--bucket', 'A_B'], /is not a bucket name/],
    ],
  },
  {
    name: 'npm run nginx',
    parse: parseNginxArguments,
    accepts: [
      [
        ['--dist', '/tmp/d', '--prefix', '/tmp/n', '--check'],
        { dist: '/tmp/d', prefix: '/tmp/n', check: true },
      ],
    ],
    refuses: [
      [['--chek'], /unknown option --chek \(did you mean --check\?\)/],
      [['--dist'], /--dist needs a value/],
    ],
  },
  {
    name: 'npm run verify-deploy',
    parse: parseVerifyArguments,
    accepts: [
      [['https://pay.example'], { baseUrl: 'https://pay.example/' }],
      [['--dist', '/tmp/d', 'http://127.0.0.1:8080'], { baseUrl: 'http://127.0.0.1:8080/', dist: '/tmp/d' }],
      [
        ['http://127.0.0.1:8088', '--bucket', 'b', '--prefix', 'eu', '--endpoint', 'http://127.0.0.1:4568'],
        {
          baseUrl: 'http://127.0.0.1:8088/',
          bucket: { name: 'b', prefix: 'eu/', endpoint: 'http://127.0.0.1:4568' },
        },
      ],
    ],
    refuses: [
      [
        ['https://pay.example', '--dsit', 'x'],
        /^npm run verify-deploy: unknown option --dsit \(did you mean --dist\?\); npm run verify-deploy knows: --dist <folder>, --bucket <name>, --prefix <path>, --endpoint <url>, --region <region>, and one <base-url>$/,
      ],
      [['https://pay.example', '--dist'], /--dist needs a value/],
      [['https://pay.example', '--dist', 'd', '--bucket', 'b'], /--dist or --bucket, not both/],
      [['https://pay.example', '--prefix', 'p'], /go with --bucket/],
      [[], /usage: npm run verify-deploy -- <base-url>/],
    ],
  },
  {
    name: 'npm run bench',
    parse: (argv) => parseBenchArguments(argv, benchNames),
    accepts: [
      [[], { names: [] }],
      [['size', 'load'], { names: ['size', 'load'] }],
      [['load', '--json', 'load.json', '--loads', '2'], { names: ['load'], json: 'load.json', loads: 2 }],
      [['load', '--pages', 'basic, gett,'], { names: ['load'], pages: ['basic', 'gett'] }],
      [['load', '--profiles', '4g'], { names: ['load'], profiles: ['4g'] }],
      [['load', '--profiles', 'slow, 4g,4g,'], { names: ['load'], profiles: ['slow', '4g'] }],
    ],
    refuses: [
      [
        ['--lods', '2'],
        /^npm run bench: unknown option --lods \(did you mean --loads\?\); npm run bench knows: --json <file>, --loads <count>, --pages <list>, --profiles <list>, and bench names: validation, build, size, load, typing$/,
      ],
      [['load', '--loads', '0'], /--loads needs a whole number of at least 1, got 0/],
      [['load', '--json'], /--json needs a value/],
      [['load', '--pages', ' , '], /--pages needs a comma list of variant paths/],
      [['load', '--profiles', '3g'], /--profiles takes slow, 4g \(comma-separated\), got 3g/],
      [['load', '--profiles', ' , '], /--profiles takes slow, 4g/],
      [
        ['typnig'],
        /^npm run bench: unknown bench typnig \(did you mean typing\?\); bench names: validation, build/,
      ],
      [['size', '--runs=3'], /unknown option --runs/],
    ],
  },
  {
    name: 'npm run screenshots',
    parse: parseScreenshotsArguments,
    accepts: [[[], {}]],
    refuses: [
      [['--only', 'basic'], /^npm run screenshots: unknown option --only; npm run screenshots knows: none$/],
      [['basic'], /unexpected argument basic/],
    ],
  },
];

describe.each(commands)('$name', ({ parse, accepts, refuses }) => {
  it.each(accepts)('reads %j', (argv, expected) => {
    expect(parse(argv)).toEqual(expected);
  });

  it.each(refuses)('refuses %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(message);
  });

  it('refuses with a UsageError (exit code 2) what it does not know', () => {
    const refusal = refuses[0] as Refusal;
    expect(() => parse(refusal[0])).toThrow(UsageError);
  });
});

describe('parseCommandLine', () => {
  it('lists switches and options with their values', () => {
    expect(knownOptions({ a: { type: 'boolean' }, bb: { type: 'string', value: 'n' } })).toBe(
      '--a, --bb <n>',
    );
    expect(knownOptions({})).toBe('none');
  });

  it('keeps the last value of an option given twice, every value of a multiple one', () => {
    const specs = {
      x: { type: 'string', value: 'v' },
      y: { type: 'string', value: 'v', multiple: true },
    } as const;
    expect(parseCommandLine('c', ['--x', '1', '--x=2', '--y', 'a', '--y', 'b'], specs).values).toEqual({
      x: '2',
      y: ['a', 'b'],
    });
  });

  it.each([
    ['rebiuld', 'rebuild'],
    ['onyl', 'only'],
    ['dryrun', 'dry-run'],
    ['prefx', 'prefix'],
    ['xyz', undefined],
    ['on', undefined],
  ])('suggests for %s: %s', (typed, suggestion) => {
    expect(closest(typed, ['rebuild', 'only', 'dry-run', 'prefix', 'dist'])).toBe(suggestion);
  });
});
