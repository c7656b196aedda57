// MCR on the score sheet's buttons (web/sheet/launcher.js): the general words;
// its Chinese is Simplified.
export default {
  // The sheet's Chinese for a page in Chinese ('zh').
  CHINESE: 'zh-Hans',
};
