-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL,
    "lastRunOn" DATE NOT NULL,
    "finishedAt" TIMESTAMPTZ(3) NOT NULL,
    "manual" BOOLEAN NOT NULL DEFAULT false,
    "ordersAnonymised" INTEGER NOT NULL DEFAULT 0,
    "contactMessagesDeleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("name")
);
