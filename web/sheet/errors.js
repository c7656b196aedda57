// A refusal the sheet shows in words: `code` names its message in i18n.js.
export class SheetError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
