import { VideoZone } from '../../features/content/components/video-zone';

/** /video (视频专区). */
export const VideoRoute = () => <VideoZone />;
