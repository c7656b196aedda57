// A refusal the sheet shows in words: `code` names its message in i18n.js,
// `words` fill it in where it is a function (the fields it names, say).
export class SheetError extends Error {
  constructor(code, message, words = []) {
    super(message);
    this.code = code;
    this.words = words;
  }
}
