// Build output of a nested folder: excluded too in an ad-hoc project.
