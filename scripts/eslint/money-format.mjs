// A local ESLint plugin (eslint.config.js, docs/configuration.md "Lint and format"): rupees are shown
// through one formatINR (shared/src/domain/money.ts), so a hand-built `₹${n.toFixed(2)}` next to it
// cannot make one screen say ₹123456.50 while another says ₹1,23,456.50 (issue 30 §3).
//
// `instamg/no-hand-formatted-rupees` refuses a ₹ written next to a number formatted by hand
// (`.toFixed(…)` or `.toLocaleString(…)`): in one template literal (`₹${n.toFixed(2)}`), in one
// string concatenation ('₹' + n.toFixed(2)) or side by side in JSX (<b>₹{n.toFixed(2)}</b>).

const RUPEE = '₹';
const HAND_FORMATTERS = new Set(['toFixed', 'toLocaleString']);
const MESSAGE =
  'Show rupees with formatINR / formatINRFromPaise (@instamg/shared/domain/money), not ₹ next to a hand-formatted number: Indian grouping and paise are decided there.';

/** Whether `node` (or anything inside it) calls `.toFixed(…)` or `.toLocaleString(…)`. */
function formatsByHand(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    !node.callee.computed &&
    HAND_FORMATTERS.has(node.callee.property.name)
  )
    return true;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value) ? value.some(formatsByHand) : value && typeof value === 'object' && formatsByHand(value))
      return true;
  }
  return false;
}

const hasRupee = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string' && node.value.includes(RUPEE)) ||
  (node.type === 'TemplateLiteral' && node.quasis.some((q) => q.value.cooked?.includes(RUPEE)));

/** The operands of a `+` chain: a + b + c → [a, b, c]. */
function operands(node) {
  return node.type === 'BinaryExpression' && node.operator === '+'
    ? [...operands(node.left), ...operands(node.right)]
    : [node];
}

const noHandFormattedRupees = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse ₹ next to a number formatted with toFixed/toLocaleString; use formatINR.' },
    schema: [],
    messages: { handFormatted: MESSAGE },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'handFormatted' });
    return {
      TemplateLiteral(node) {
        if (hasRupee(node) && node.expressions.some(formatsByHand)) report(node);
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        const parent = node.parent;
        if (parent?.type === 'BinaryExpression' && parent.operator === '+') return; // the top of the chain reports
        const parts = operands(node);
        if (parts.some(hasRupee) && parts.some(formatsByHand)) report(node);
      },
      'JSXElement, JSXFragment'(node) {
        const children = node.children;
        children.forEach((child, i) => {
          if (child.type !== 'JSXExpressionContainer' || !formatsByHand(child.expression)) return;
          const before = children[i - 1];
          const after = children[i + 1];
          const rupeeText = (n) => n?.type === 'JSXText' && n.value.includes(RUPEE);
          if (rupeeText(before) || rupeeText(after)) report(child);
        });
      },
    };
  },
};

export default {
  meta: { name: 'instamg' },
  rules: { 'no-hand-formatted-rupees': noHandFormattedRupees },
};
