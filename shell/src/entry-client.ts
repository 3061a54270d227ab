// Stylesheets imported here are initial assets the server links in <head> (no unstyled flash).
import './styles/site.css';
import './styles/header.css';
import './styles/footer.css';
// The shell's shared libraries are eager (in the initial chunks), so hydration needs no async
// boundary and no extra round trip.
import './client/bootstrap';
