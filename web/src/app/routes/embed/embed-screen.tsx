import { MainScreen } from '../main-screen/main-screen';

/**
 * The embed page (/embed, issue 29): the map and the timeline as other sites frame them, from the
 * same address state as the map (?year=&mode=&periods=&view=&event=), and a story's player with
 * ?story=<id>&step=N. No header, chat, sign-in popup or guide; a bar links to the full site and
 * folds the panels away.
 */
export function EmbedScreen() {
  const storyId = new URLSearchParams(window.location.search).get('story');
  return <MainScreen embed storyId={storyId || null} />;
}
