// patch(shown, drawn): the element shown made like one drawn anew, in place.
// A form's tap draws the form again (cheap), and only what differs changes
// in the page: the nodes stay, so focus, scroll, a screen reader's place and
// the text being typed stay with them, and the sheet under the form is not
// laid out again.

/** Makes node `shown` (in the page) like `drawn` (detached), keeping every node that can stay. */
export function patch(shown, drawn) {
  // a field of another type is another field (a radio does not become a checkbox)
  if (shown.nodeType !== drawn.nodeType || shown.nodeName !== drawn.nodeName || shown.type !== drawn.type) {
    shown.replaceWith(drawn);
    return;
  }
  if (shown.nodeType !== Node.ELEMENT_NODE) {
    if (shown.nodeValue !== drawn.nodeValue) shown.nodeValue = drawn.nodeValue;
    return;
  }
  // by name (an attribute read as an Attr node costs an object each)
  for (const name of shown.getAttributeNames()) if (!drawn.hasAttribute(name)) shown.removeAttribute(name);
  for (const name of drawn.getAttributeNames()) {
    const value = drawn.getAttribute(name);
    if (shown.getAttribute(name) !== value) shown.setAttribute(name, value);
  }
  // what a field holds lives in its properties (h() sets them), not its attributes;
  // set only when it differs, so half-typed text ("1e" reads as "") is left alone
  if (shown.nodeName === 'INPUT') {
    if (shown.checked !== drawn.checked) shown.checked = drawn.checked;
    if (shown.value !== drawn.value) shown.value = drawn.value;
  }
  let old = shown.firstChild;
  for (let kid = drawn.firstChild; kid;) {
    const next = kid.nextSibling;
    if (old) {
      const after = old.nextSibling;
      patch(old, kid);
      old = after;
    } else {
      shown.append(kid);
    }
    kid = next;
  }
  while (old) {
    const after = old.nextSibling;
    old.remove();
    old = after;
  }
}
