-- Video playback (issue #28): what the public site needs to play a video.
--
--   captions_url     English captions (WebVTT), a public URL of an object in
--                    the videos bucket beside the video file (like video_url).
--   captions_zh_url  Chinese captions (WebVTT), the same way.
--   embed_url        for videos hosted on YouTube or Vimeo instead of our own
--                    Storage: the video's page URL. Only https YouTube/Vimeo
--                    forms are accepted (the same forms as parseVideoEmbed in
--                    shared/content/video-embeds.ts; tests feed both the same
--                    samples). The site plays it with the privacy-enhanced
--                    player (youtube-nocookie.com, Vimeo dnt=1), and only after
--                    the visitor presses play.
--   duration_seconds the length read from the file (admin upload, seed); when
--                    set the site shows it (shared/content/video-duration.ts)
--                    and `duration` holds the same as text ("m:ss").
--
-- A video is either our file (video_url) or an embed (embed_url), never both.
--
-- Grants: the content tables' Data API grants are table-level
-- (20261123100000_explicit_api_grants.sql), so they cover the new columns;
-- row-level security is unchanged.

alter table public.videos
  add column captions_url text,
  add column captions_zh_url text,
  add column embed_url text,
  add column duration_seconds integer constraint videos_duration_seconds_check check (duration_seconds >= 0);

alter table public.videos
  add constraint videos_embed_url_format check (
    char_length(embed_url) <= 500
    and (
      embed_url ~ '^https://(www\.|m\.)?youtube\.com/watch\?(\S*&)?v=[A-Za-z0-9_-]{11}([&#]\S*)?$'
      or embed_url ~ '^https://youtu\.be/[A-Za-z0-9_-]{11}([?#]\S*)?$'
      or embed_url ~ '^https://(www\.)?youtube(-nocookie)?\.com/embed/[A-Za-z0-9_-]{11}([?#]\S*)?$'
      or embed_url ~ '^https://(www\.)?vimeo\.com/[0-9]{1,12}([?#]\S*)?$'
      or embed_url ~ '^https://player\.vimeo\.com/video/[0-9]{1,12}([?#]\S*)?$'
    )
  ),
  add constraint videos_file_or_embed check (video_url is null or embed_url is null);
