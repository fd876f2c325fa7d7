/** What the shell passes every home section. */
export interface HomeSectionCommonProps {
  /** the player left a game this section opened in its own window (see LaunchGameOptions) */
  onLeave?: () => void;
}
