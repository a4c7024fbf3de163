import { Node } from '@tiptap/core';

/**
 * A form placed in a page or post: the empty <div data-form-block="<form id>"> that the site
 * server draws with the theme's form.block (and that the server's cleaning keeps). In the editor it
 * is one block that cannot be typed into; without this node the editor would drop it on opening.
 */
export const FormBlock = Node.create({
  name: 'formBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return {
      formId: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-form-block') ?? '',
        renderHTML: (attributes) => ({ 'data-form-block': String(attributes.formId ?? '') }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-form-block]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes];
  },
});
