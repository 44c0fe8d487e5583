#ifndef ROUTEGEN_CYAML_SHIM_H
#define ROUTEGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
