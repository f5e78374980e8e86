// The money-format lint rule (issue 30 §3): ESLint's RuleTester, run by Vitest.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './money-format.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const errors = [{ messageId: 'handFormatted' }];

tester.run('no-hand-formatted-rupees', plugin.rules['no-hand-formatted-rupees'], {
  valid: [
    "import { formatINR } from '@instamg/shared/domain/money'; const s = formatINR(n);",
    'const s = `Total: ${formatINR(order.total)}`;',
    "const s = `Paid ${formatINR(x, { paise: 'always' })}`;",
    "const s = 'Refund of ' + formatINR(amount);",
    'const label = <span>Total {formatINR(total)}</span>;',
    // A number that is not money may be formatted by hand.
    'const s = `${(bytes / 1e6).toFixed(2)} MB`;',
    "const csv = (paise / 100).toFixed(2) + ',';",
    // A ₹ with no number formatted by hand (a fixed text, a label).
    "const help = 'Enter a selling price above ₹0.';",
    'const header = `Total (₹) for ${day}`;',
    'const cell = <TableCell>₹</TableCell>;',
  ],
  invalid: [
    { code: 'const s = `₹${n.toFixed(2)}`;', errors },
    { code: 'const money = (n: number) => `₹${n.toFixed(2)}`;', errors },
    { code: 'const s = `Refund: ₹${(paise / 100).toFixed(2)} to be paid`;', errors },
    { code: "const s = `up to ₹${(max / 100).toLocaleString('en-IN')}.`;", errors },
    { code: "const s = '₹' + x.toFixed(2);", errors },
    { code: "const s = 'Total ' + '₹' + x.toFixed(2) + ' only';", errors },
    { code: 'const s = x.toFixed(2) + `₹`;', errors },
    { code: 'const el = <b>₹{price.toFixed(2)}</b>;', errors },
    { code: 'const el = <>{price.toFixed(2)} ₹</>;', errors },
  ],
});
