// MCR's Chinese on the page (loaded with the page's Chinese, web/i18n/zh.js):
// the general words are MCR's own; only its name on the header's switch.
export default { name: '国标' };
