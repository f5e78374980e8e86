// The node build of a remote has no page: the render server loads only its remote entry.
export {};
