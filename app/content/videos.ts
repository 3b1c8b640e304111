/**
 * Videos on the home page. They play from the video host only when the visitor asks
 * (nothing third-party loads before). `videoUrl` is the host's watch page: the link used
 * without JavaScript; `embedUrl` is played in the overlay.
 */
export type Video = {
  id: string
  title: string
  description: string
  thumbnail: { src: string; width: number; height: number }
  embedUrl: string
  videoUrl: string
}

export const STORY_VIDEO: Video = {
  id: 'our-story',
  title: 'Our Story: 22+ Years of Blinds in South Florida',
  description:
    'How a one-van repair service in Broward grew into the Tri-County team homeowners and window companies call first.',
  thumbnail: { src: '/images/videos/our-story.webp', width: 960, height: 540 },
  embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=UU_tri_county_blinds_story',
  videoUrl: 'https://www.youtube.com/@tricountyblinds',
}

export const TESTIMONIAL_VIDEO: Video = {
  id: 'customer-stories',
  title: 'Customers Tell Their Story',
  description: 'Homeowners from Fort Lauderdale to Coral Springs on their repairs and new shades.',
  thumbnail: { src: '/images/videos/customer-stories.webp', width: 960, height: 540 },
  embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=UU_tri_county_blinds_reviews',
  videoUrl: 'https://www.youtube.com/@tricountyblinds',
}
