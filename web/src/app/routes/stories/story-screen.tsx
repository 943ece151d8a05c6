import { useParams } from 'react-router-dom';
import { MainScreen } from '../main-screen/main-screen';

/** A story's player over the map (/stories/<id>); another story is a new screen with its own state. */
export function StoryScreen() {
  const { id = '' } = useParams();
  return <MainScreen key={id} storyId={id} />;
}
