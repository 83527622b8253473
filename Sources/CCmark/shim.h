// The CommonMark reference parser, from Debian's libcmark-dev (pkg-config name libcmark).
#include <cmark.h>
