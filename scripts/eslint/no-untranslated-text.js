/**
 * ESLint rule: an interface text in a converted component comes from the catalogues (useT), never
 * as an English literal. It reports words in JSX text, in the attributes people read or hear
 * (alt, title, placeholder, aria-label, label) and in the texts handed to dialogs and buttons
 * (title, message, label properties). Names that are the same in every language are allowed.
 */
const READ_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'label']);
const READ_PROPERTIES = new Set(['title', 'message', 'label']);
const SAME_IN_EVERY_LANGUAGE = new Set(['StudyHub', 'Talko', 'Google', 'GitHub', 'YouTube', 'API']);

/** True when the text has a word (two or more Latin letters) that is not a name kept as it is. */
function hasWords(text) {
  if (/^[\w-]+\.[\w./%-]+$/.test(text)) return false; // a message id ('signup.nameLabel')
  const words = text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [];
  return words.some((word) => !SAME_IN_EVERY_LANGUAGE.has(word));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Interface texts come from the message catalogues, not English literals.' },
    messages: {
      literal:
        'Untranslated text "{{text}}": add it to src/web/lib/i18n/catalogues/en.json and hi.json and use t() (useT from #web/lib/i18n/i18n.js).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    /** The literal texts an expression can evaluate to (through `a ? 'x' : 'y'` and `a || 'x'`). */
    const literalTexts = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return [node.value];
      if (node?.type === 'TemplateLiteral') return [node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')];
      if (node?.type === 'ConditionalExpression')
        return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
      if (node?.type === 'LogicalExpression') return [...literalTexts(node.left), ...literalTexts(node.right)];
      return [];
    };
    const check = (node, expression) => {
      for (const text of literalTexts(expression)) if (hasWords(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (!READ_ATTRIBUTES.has(node.name.name)) return;
        check(node, node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (READ_PROPERTIES.has(key)) check(node, node.value);
      },
      // Text children written as expressions: {'Hello'}, {open ? 'Close' : 'Open'}.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXAttribute') check(node, node.expression);
      },
      // Default values of a component's text props: ({ closeLabel = 'OK' }).
      AssignmentPattern(node) {
        const key = node.left.type === 'Identifier' ? node.left.name : '';
        if (/(label|title|message|text)$/i.test(key)) check(node, node.right);
      },
    };
  },
};
