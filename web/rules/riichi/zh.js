// Riichi's Chinese on every Chinese first load: its name on the header's
// switch. Its words come with Riichi (./zh-words.js).
export default { name: '立直' };
