// Common-era talking points for a group session's "era" cards, per decade, built in (no network, no
// photos): open prompts about everyday life, never a quiz and never "do you remember" (the conversation
// rules of docs/care-science.md), each with a hint the coordinator may show. And one song everyone of
// that decade knows, sung together from the words when no resident's own song is shared.

export type EraPrompt = { prompt: string; hint: string };
export type EraSong = { title: string; artist: string };

export const ERA_PROMPTS: Record<number, EraPrompt[]> = {
  1930: [
    {
      prompt: 'The wireless in the front room. What did the family gather round to hear?',
      hint: 'Dance bands, the news, plays',
    },
    { prompt: 'A trip to the picture house. What was showing?', hint: 'Cartoons first, then the big picture' },
    { prompt: 'Washing day at home. How was it done?', hint: 'A copper, a mangle, a line in the yard' },
    { prompt: 'Games in the street after school.', hint: 'Hopscotch, marbles, skipping ropes' },
    { prompt: 'The corner shop. What could a penny buy?', hint: 'Sweets from a jar, a loaf, a comic' },
    { prompt: 'Sunday best and Sunday dinner.', hint: 'A roast, a pudding, a walk afterwards' },
  ],
  1940: [
    { prompt: 'Ration books. What was hard to get?', hint: 'Sugar, butter, eggs, sweets' },
    { prompt: 'Digging for victory: vegetables in every garden.', hint: 'Potatoes, carrots, runner beans' },
    { prompt: 'Dances on a Saturday night.', hint: 'The jitterbug, the quickstep, a big band' },
    { prompt: 'Make do and mend. What was made from something old?', hint: 'Dresses from curtains, darned socks' },
    { prompt: 'Listening to the wireless together in the evening.', hint: 'Comedy shows, music, the news' },
    { prompt: 'A street party with bunting and long tables.', hint: 'Sandwiches, jelly, everyone outside' },
  ],
  1950: [
    { prompt: 'The first television in the street. Who came round to watch?', hint: 'A small screen, black and white' },
    { prompt: 'Rock and roll arrives. What did people dance to?', hint: 'Jukeboxes, coffee bars, skirts that swirled' },
    { prompt: 'Milk on the doorstep every morning.', hint: 'Glass bottles, the milkman’s float' },
    { prompt: 'A day out at the seaside.', hint: 'Deckchairs, ice cream, a paddle in the sea' },
    { prompt: 'Going to the dance hall on a Saturday.', hint: 'A live band, best clothes, the last waltz' },
    { prompt: 'School days: inkwells and blackboards.', hint: 'Times tables, milk at break, a bell' },
    { prompt: 'Hair styles of the time.', hint: 'Quiffs, curls, a bit of Brylcreem' },
  ],
  1960: [
    { prompt: 'The music of the sixties. What was on the record player?', hint: 'Singles, the charts, the radio' },
    { prompt: 'Mini skirts, bell bottoms and bright colours.', hint: 'Fashion on the high street' },
    { prompt: 'Men walking on the moon, watched on television.', hint: 'July 1969, late at night' },
    { prompt: 'The first car in the family.', hint: 'A Mini, a Beetle, a Ford' },
    { prompt: 'Holidays at a holiday camp or by the sea.', hint: 'Chalets, talent shows, the beach' },
    { prompt: 'A wedding of the sixties.', hint: 'The dress, the cake, the dancing' },
  ],
  1970: [
    { prompt: 'Flares, platform shoes and big collars.', hint: 'What people wore on a night out' },
    { prompt: 'Disco and dancing under a glitter ball.', hint: 'Saturday night, the dance floor' },
    { prompt: 'Colour television comes home.', hint: 'Favourite programmes on a Saturday' },
    { prompt: 'A package holiday abroad.', hint: 'The first flight, the sun, the food' },
    { prompt: 'Power cuts and candles in the evening.', hint: 'Games by candlelight' },
    { prompt: 'Kitchens of the time: orange, brown and avocado.', hint: 'A fondue set, a new cooker' },
  ],
  1980: [
    { prompt: 'The music of the eighties. What was on the radio?', hint: 'Synthesisers, big hair, pop videos' },
    { prompt: 'A royal wedding watched on television.', hint: 'July 1981, crowds in the streets' },
    { prompt: 'Home computers and video recorders.', hint: 'Taping a programme to watch later' },
    { prompt: 'Shoulder pads and leg warmers.', hint: 'Fashion of the time' },
    { prompt: 'A walkman and a cassette.', hint: 'Music on the go for the first time' },
  ],
  1990: [
    { prompt: 'Mobile phones arrive, big and heavy.', hint: 'A phone in the car, a phone in a bag' },
    { prompt: 'Football on television on a summer evening.', hint: 'A big tournament, the whole street watching' },
    { prompt: 'Music of the nineties on CD.', hint: 'Pop, dance, a favourite band' },
    { prompt: 'Grandchildren and family gatherings.', hint: 'Birthdays, Christmas, holidays together' },
  ],
};

export const ERA_SONGS: Record<number, EraSong> = {
  1930: { title: 'Pennies from Heaven', artist: 'Bing Crosby' },
  1940: { title: 'We’ll Meet Again', artist: 'Vera Lynn' },
  1950: { title: 'Que Sera, Sera', artist: 'Doris Day' },
  1960: { title: 'She Loves You', artist: 'The Beatles' },
  1970: { title: 'Dancing Queen', artist: 'ABBA' },
  1980: { title: 'Don’t Stop Believin’', artist: 'Journey' },
  1990: { title: 'Wonderwall', artist: 'Oasis' },
};

export const ERA_DECADES = Object.keys(ERA_PROMPTS).map(Number);
// When nothing of the residents' tells their decades: the years most residents of a home grew up in.
export const DEFAULT_DECADES = [1950, 1960];

// The nearest decade the list covers (a photo from 1925 talks about the 1930s).
export const nearestEra = (decade: number): number =>
  ERA_DECADES.reduce((best, d) => (Math.abs(d - decade) < Math.abs(best - decade) ? d : best), ERA_DECADES[0]!);
