// Who sits at which wind, hand by hand. Players are numbered by their seat at
// the first hand: 0 East, 1 South, 2 West, 3 North. How the seats move is
// each rule set's (web/rules/<id>/sheet.js, rotation()).
export const WINDS = ['E', 'S', 'W', 'N'];
