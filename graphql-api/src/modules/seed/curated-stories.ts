/**
 * The three guided stories seeded with the curated events (issue 29, point 4). Each step names
 * the curated events it highlights; the seeder looks them up by name, so the stories follow the
 * seed data rather than ids.
 */
export interface CuratedStep {
  title: string;
  text: string;
  startYear: number;
  endYear?: number;
  longitude: number;
  latitude: number;
  zoom: number;
  events: string[];
}

export interface CuratedStory {
  title: string;
  summary: string;
  steps: CuratedStep[];
}

export const CURATED_STORIES: CuratedStory[] = [
  {
    title: 'The Silk Road',
    summary: 'How a Han envoy opened the roads between China and the Mediterranean, and what travelled along them for fifteen centuries.',
    steps: [
      {
        title: 'An envoy goes west',
        text: "In 138 BCE Emperor Wu sent **Zhang Qian** from Chang'an to find allies against the Xiongnu. He was held captive for ten years, and came back with no alliance but with news of horses, markets and kingdoms no Chinese court had heard of.",
        startYear: -138,
        endYear: -126,
        longitude: 95,
        latitude: 38,
        zoom: 3.2,
        events: ["Zhang Qian's missions to the Western Regions"],
      },
      {
        title: 'Holding the oasis road',
        text: 'The road ran from oasis to oasis around the Taklamakan desert. In the first century **Ban Chao** spent three decades winning and keeping the towns of the Tarim Basin, and caravans could cross from China towards Parthia.',
        startYear: 73,
        endYear: 102,
        longitude: 78,
        latitude: 39.5,
        zoom: 4,
        events: ['Ban Chao restores Han control of the Western Regions'],
      },
      {
        title: 'Silk without China',
        text: "For centuries only China knew how silk was made. Around 552 monks brought silkworm eggs to Constantinople hidden in hollow canes, and Justinian's empire began to weave its own.",
        startYear: 552,
        longitude: 29,
        latitude: 41,
        zoom: 4,
        events: ['Silkworms smuggled into the Byzantine Empire'],
      },
      {
        title: 'Paper crosses Central Asia',
        text: 'Ideas travelled with the goods. Papermaking reached **Samarkand** in the eighth century and Baghdad by the 790s, where cheap paper carried the books of the Abbasid translation movement.',
        startYear: 751,
        endYear: 794,
        longitude: 56,
        latitude: 36,
        zoom: 3.5,
        events: ['Paper-making established in Baghdad'],
      },
      {
        title: 'One road under the Mongols',
        text: "When one empire ruled from Korea to the Black Sea, a Venetian merchant's son could ride to Khanbaliq. **Marco Polo**'s account of Kublai Khan's China made the East real to Europe's readers.",
        startYear: 1271,
        endYear: 1295,
        longitude: 80,
        latitude: 42,
        zoom: 2.6,
        events: ["Marco Polo's journey to China", 'Kublai Khan proclaims the Yuan dynasty'],
      },
      {
        title: "Samarkand's last splendour",
        text: 'Timur rebuilt **Samarkand** as his capital in 1370 with the spoils of his campaigns. Within two centuries ships rounding Africa carried more of the trade, and the caravan cities slowly lost it.',
        startYear: 1370,
        endYear: 1405,
        longitude: 66.97,
        latitude: 39.65,
        zoom: 5,
        events: ['Timur makes Samarkand his capital', 'Bibi-Khanym Mosque built in Samarkand'],
      },
    ],
  },
  {
    title: 'The Age of Revolutions',
    summary:
      'From Philadelphia to Paris, Saint-Domingue and Buenos Aires: seventy years in which peoples on both sides of the Atlantic declared that government rests on their consent.',
    steps: [
      {
        title: 'A declaration in Philadelphia',
        text: 'On 4 July 1776 thirteen colonies declared that governments derive "their just powers from the consent of the governed". The idea crossed the Atlantic faster than the war that followed.',
        startYear: 1776,
        longitude: -75.15,
        latitude: 39.95,
        zoom: 5,
        events: ['United States Declaration of Independence'],
      },
      {
        title: 'Paris, 1789',
        text: 'A bankrupt monarchy called the Estates-General and lost control of it. The crowd took the **Bastille** on 14 July, and in August the Assembly declared the rights of man and of the citizen.',
        startYear: 1789,
        longitude: 2.35,
        latitude: 48.85,
        zoom: 5.5,
        events: ['Storming of the Bastille', 'Declaration of the Rights of Man and of the Citizen'],
      },
      {
        title: 'Liberty in Saint-Domingue',
        text: "The enslaved people of France's richest colony took the new words at their own meaning. Their revolution, begun in 1791, ended slavery there and made **Haiti** the second independent state of the Americas in 1804.",
        startYear: 1791,
        endYear: 1804,
        longitude: -72.4,
        latitude: 19.2,
        zoom: 6,
        events: ['Haitian Revolution', 'Haitian Declaration of Independence'],
      },
      {
        title: 'Spanish America breaks away',
        text: 'With Spain itself occupied by Napoleon, Buenos Aires formed its own junta in May 1810. Six years later the Congress of Tucumán declared the independence of the United Provinces of the Río de la Plata.',
        startYear: 1810,
        endYear: 1816,
        longitude: -62,
        latitude: -30,
        zoom: 3.5,
        events: ['May Revolution in Buenos Aires', 'Congress of Tucumán declares Argentine independence'],
      },
      {
        title: 'Greece rises',
        text: 'In 1821 Greeks rose against Ottoman rule. Volunteers and, in the end, the great powers joined them, and a new nation state was made in the name of a people and its past.',
        startYear: 1821,
        endYear: 1830,
        longitude: 22.4,
        latitude: 38,
        zoom: 5.5,
        events: ['Greek War of Independence'],
      },
      {
        title: 'The springtime of peoples',
        text: 'In 1848 revolution broke out in Paris, Vienna, Berlin, Milan and Budapest within weeks. Most of the new governments fell within a year, but serfdom in Austria did not come back, and neither did the old certainty of kings.',
        startYear: 1848,
        endYear: 1849,
        longitude: 10,
        latitude: 48,
        zoom: 4,
        events: ['Revolutions of 1848'],
      },
    ],
  },
  {
    title: 'The spread of writing',
    summary: 'Five thousand years of writing things down, from clay tablets in Uruk to the printing press in Mainz.',
    steps: [
      {
        title: 'Accounts in clay',
        text: 'Writing began as bookkeeping. Temple scribes at **Uruk** pressed signs for grain, sheep and workers into wet clay; within centuries the signs also wrote words, names and, later, literature.',
        startYear: -3350,
        longitude: 45.64,
        latitude: 31.32,
        zoom: 5.5,
        events: ['Invention of cuneiform writing at Uruk'],
      },
      {
        title: 'Signs along the Nile',
        text: 'Almost as early, labels in a royal tomb at **Abydos** recorded goods and places in signs that became Egyptian hieroglyphs. Whether Egypt borrowed the idea from Mesopotamia or found it alone is still argued.',
        startYear: -3250,
        longitude: 31.92,
        latitude: 26.18,
        zoom: 5.5,
        events: ['Early hieroglyphic labels of tomb U-j at Abydos'],
      },
      {
        title: 'An alphabet of a few signs',
        text: 'Workers in the turquoise mines of Sinai used a couple of dozen hieroglyphs for single sounds. That short list, carried along the Levant coast, became the **Phoenician alphabet**.',
        startYear: -1850,
        endYear: -1050,
        longitude: 34.5,
        latitude: 31.5,
        zoom: 5,
        events: ['Proto-Sinaitic alphabetic inscriptions', 'Phoenician alphabet'],
      },
      {
        title: 'Questions to the ancestors',
        text: 'In Shang China diviners carved questions on ox bones and turtle shells and read the cracks that heat made in them. These **oracle bones** are the oldest large body of Chinese writing, whose characters are still read today.',
        startYear: -1250,
        longitude: 114.31,
        latitude: 36.12,
        zoom: 5,
        events: ['Shang oracle bone inscriptions'],
      },
      {
        title: 'Vowels for Greek',
        text: 'The Greeks took the Phoenician letters in the eighth century BCE and used the ones they did not need for vowels: the ancestor of the Latin and Cyrillic alphabets.',
        startYear: -800,
        longitude: 23.5,
        latitude: 38.4,
        zoom: 5,
        events: ['Greeks adopt the alphabet'],
      },
      {
        title: 'Paper and print',
        text: "Paper, improved at the Han court around 105, made writing cheap. In the 1450s Gutenberg's presses in Mainz made it fast: a book now came in hundreds of identical copies.",
        startYear: 105,
        endYear: 1455,
        longitude: 60,
        latitude: 42,
        zoom: 2.2,
        events: ['Cai Lun improves papermaking', "Gutenberg's printing press"],
      },
    ],
  },
];
