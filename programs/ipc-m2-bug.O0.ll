; ModuleID = 'ipc.c'
source_filename = "ipc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ipc_queue = type { %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32, i32, [2 x %struct.ipc_msg] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.ipc_msg = type { i32, i32 }

@queue = dso_local global %struct.ipc_queue zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [12 x i8] c"r == IPC_OK\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [6 x i8] c"ipc.c\00", align 1, !dbg !19
@__PRETTY_FUNCTION__.producer = private unnamed_addr constant [23 x i8] c"void *producer(void *)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [34 x i8] c"msg.prio >= 0 && msg.prio < NPRIO\00", align 1, !dbg !30
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [29 x i8] c"msg.seq > last_seq[msg.prio]\00", align 1, !dbg !37
@.str.4 = private unnamed_addr constant [17 x i8] c"received == NMSG\00", align 1, !dbg !42

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ipc_send(ptr noundef %0, i64 %1) #0 !dbg !132 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.ipc_msg, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !137, !DIExpression(), !138)
    #dbg_declare(ptr %4, !139, !DIExpression(), !140)
  %8 = load ptr, ptr %5, align 8, !dbg !141
  %9 = getelementptr inbounds %struct.ipc_queue, ptr %8, i32 0, i32 0, !dbg !142
  %10 = call i32 @pthread_mutex_lock(ptr noundef %9) #6, !dbg !143
  br label %11, !dbg !144

11:                                               ; preds = %24, %2
  %12 = load ptr, ptr %5, align 8, !dbg !145
  %13 = getelementptr inbounds %struct.ipc_queue, ptr %12, i32 0, i32 3, !dbg !146
  %14 = load i32, ptr %13, align 8, !dbg !146
  %15 = icmp eq i32 %14, 2, !dbg !147
  br i1 %15, label %16, label %22, !dbg !148

16:                                               ; preds = %11
  %17 = load ptr, ptr %5, align 8, !dbg !149
  %18 = getelementptr inbounds %struct.ipc_queue, ptr %17, i32 0, i32 4, !dbg !150
  %19 = load i32, ptr %18, align 4, !dbg !150
  %20 = icmp ne i32 %19, 0, !dbg !151
  %21 = xor i1 %20, true, !dbg !151
  br label %22

22:                                               ; preds = %16, %11
  %23 = phi i1 [ false, %11 ], [ %21, %16 ], !dbg !152
  br i1 %23, label %24, label %30, !dbg !144

24:                                               ; preds = %22
  %25 = load ptr, ptr %5, align 8, !dbg !153
  %26 = getelementptr inbounds %struct.ipc_queue, ptr %25, i32 0, i32 2, !dbg !154
  %27 = load ptr, ptr %5, align 8, !dbg !155
  %28 = getelementptr inbounds %struct.ipc_queue, ptr %27, i32 0, i32 0, !dbg !156
  %29 = call i32 @pthread_cond_wait(ptr noundef %26, ptr noundef %28), !dbg !157
  br label %11, !dbg !144, !llvm.loop !158

30:                                               ; preds = %22
  %31 = load ptr, ptr %5, align 8, !dbg !161
  %32 = getelementptr inbounds %struct.ipc_queue, ptr %31, i32 0, i32 4, !dbg !163
  %33 = load i32, ptr %32, align 4, !dbg !163
  %34 = icmp ne i32 %33, 0, !dbg !161
  br i1 %34, label %35, label %39, !dbg !164

35:                                               ; preds = %30
  %36 = load ptr, ptr %5, align 8, !dbg !165
  %37 = getelementptr inbounds %struct.ipc_queue, ptr %36, i32 0, i32 0, !dbg !167
  %38 = call i32 @pthread_mutex_unlock(ptr noundef %37) #6, !dbg !168
  store i32 1, ptr %3, align 4, !dbg !169
  br label %101, !dbg !169

39:                                               ; preds = %30
    #dbg_declare(ptr %6, !170, !DIExpression(), !171)
  store i32 0, ptr %6, align 4, !dbg !171
  br label %40, !dbg !172

40:                                               ; preds = %59, %39
  %41 = load i32, ptr %6, align 4, !dbg !173
  %42 = load ptr, ptr %5, align 8, !dbg !174
  %43 = getelementptr inbounds %struct.ipc_queue, ptr %42, i32 0, i32 3, !dbg !175
  %44 = load i32, ptr %43, align 8, !dbg !175
  %45 = icmp slt i32 %41, %44, !dbg !176
  br i1 %45, label %46, label %57, !dbg !177

46:                                               ; preds = %40
  %47 = load ptr, ptr %5, align 8, !dbg !178
  %48 = getelementptr inbounds %struct.ipc_queue, ptr %47, i32 0, i32 5, !dbg !179
  %49 = load i32, ptr %6, align 4, !dbg !180
  %50 = sext i32 %49 to i64, !dbg !178
  %51 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %48, i64 0, i64 %50, !dbg !178
  %52 = getelementptr inbounds %struct.ipc_msg, ptr %51, i32 0, i32 0, !dbg !181
  %53 = load i32, ptr %52, align 8, !dbg !181
  %54 = getelementptr inbounds %struct.ipc_msg, ptr %4, i32 0, i32 0, !dbg !182
  %55 = load i32, ptr %54, align 4, !dbg !182
  %56 = icmp sgt i32 %53, %55, !dbg !183
  br label %57

57:                                               ; preds = %46, %40
  %58 = phi i1 [ false, %40 ], [ %56, %46 ], !dbg !152
  br i1 %58, label %59, label %62, !dbg !172

59:                                               ; preds = %57
  %60 = load i32, ptr %6, align 4, !dbg !184
  %61 = add nsw i32 %60, 1, !dbg !184
  store i32 %61, ptr %6, align 4, !dbg !184
  br label %40, !dbg !172, !llvm.loop !185

62:                                               ; preds = %57
    #dbg_declare(ptr %7, !186, !DIExpression(), !188)
  %63 = load ptr, ptr %5, align 8, !dbg !189
  %64 = getelementptr inbounds %struct.ipc_queue, ptr %63, i32 0, i32 3, !dbg !190
  %65 = load i32, ptr %64, align 8, !dbg !190
  store i32 %65, ptr %7, align 4, !dbg !188
  br label %66, !dbg !191

66:                                               ; preds = %82, %62
  %67 = load i32, ptr %7, align 4, !dbg !192
  %68 = load i32, ptr %6, align 4, !dbg !194
  %69 = icmp sgt i32 %67, %68, !dbg !195
  br i1 %69, label %70, label %85, !dbg !196

70:                                               ; preds = %66
  %71 = load ptr, ptr %5, align 8, !dbg !197
  %72 = getelementptr inbounds %struct.ipc_queue, ptr %71, i32 0, i32 5, !dbg !198
  %73 = load i32, ptr %7, align 4, !dbg !199
  %74 = sext i32 %73 to i64, !dbg !197
  %75 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %72, i64 0, i64 %74, !dbg !197
  %76 = load ptr, ptr %5, align 8, !dbg !200
  %77 = getelementptr inbounds %struct.ipc_queue, ptr %76, i32 0, i32 5, !dbg !201
  %78 = load i32, ptr %7, align 4, !dbg !202
  %79 = sub nsw i32 %78, 1, !dbg !203
  %80 = sext i32 %79 to i64, !dbg !200
  %81 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %77, i64 0, i64 %80, !dbg !200
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %75, ptr align 8 %81, i64 8, i1 false), !dbg !200
  br label %82, !dbg !197

82:                                               ; preds = %70
  %83 = load i32, ptr %7, align 4, !dbg !204
  %84 = add nsw i32 %83, -1, !dbg !204
  store i32 %84, ptr %7, align 4, !dbg !204
  br label %66, !dbg !205, !llvm.loop !206

85:                                               ; preds = %66
  %86 = load ptr, ptr %5, align 8, !dbg !208
  %87 = getelementptr inbounds %struct.ipc_queue, ptr %86, i32 0, i32 5, !dbg !209
  %88 = load i32, ptr %6, align 4, !dbg !210
  %89 = sext i32 %88 to i64, !dbg !208
  %90 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %87, i64 0, i64 %89, !dbg !208
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %90, ptr align 4 %4, i64 8, i1 false), !dbg !211
  %91 = load ptr, ptr %5, align 8, !dbg !212
  %92 = getelementptr inbounds %struct.ipc_queue, ptr %91, i32 0, i32 3, !dbg !213
  %93 = load i32, ptr %92, align 8, !dbg !214
  %94 = add nsw i32 %93, 1, !dbg !214
  store i32 %94, ptr %92, align 8, !dbg !214
  %95 = load ptr, ptr %5, align 8, !dbg !215
  %96 = getelementptr inbounds %struct.ipc_queue, ptr %95, i32 0, i32 1, !dbg !216
  %97 = call i32 @pthread_cond_signal(ptr noundef %96) #6, !dbg !217
  %98 = load ptr, ptr %5, align 8, !dbg !218
  %99 = getelementptr inbounds %struct.ipc_queue, ptr %98, i32 0, i32 0, !dbg !219
  %100 = call i32 @pthread_mutex_unlock(ptr noundef %99) #6, !dbg !220
  store i32 0, ptr %3, align 4, !dbg !221
  br label %101, !dbg !221

101:                                              ; preds = %85, %35
  %102 = load i32, ptr %3, align 4, !dbg !222
  ret i32 %102, !dbg !222
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ipc_receive(ptr noundef %0, ptr noundef %1) #0 !dbg !223 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !227, !DIExpression(), !228)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !229, !DIExpression(), !230)
  %7 = load ptr, ptr %4, align 8, !dbg !231
  %8 = getelementptr inbounds %struct.ipc_queue, ptr %7, i32 0, i32 0, !dbg !232
  %9 = call i32 @pthread_mutex_lock(ptr noundef %8) #6, !dbg !233
  br label %10, !dbg !234

10:                                               ; preds = %23, %2
  %11 = load ptr, ptr %4, align 8, !dbg !235
  %12 = getelementptr inbounds %struct.ipc_queue, ptr %11, i32 0, i32 3, !dbg !236
  %13 = load i32, ptr %12, align 8, !dbg !236
  %14 = icmp eq i32 %13, 0, !dbg !237
  br i1 %14, label %15, label %21, !dbg !238

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8, !dbg !239
  %17 = getelementptr inbounds %struct.ipc_queue, ptr %16, i32 0, i32 4, !dbg !240
  %18 = load i32, ptr %17, align 4, !dbg !240
  %19 = icmp ne i32 %18, 0, !dbg !241
  %20 = xor i1 %19, true, !dbg !241
  br label %21

21:                                               ; preds = %15, %10
  %22 = phi i1 [ false, %10 ], [ %20, %15 ], !dbg !242
  br i1 %22, label %23, label %29, !dbg !234

23:                                               ; preds = %21
  %24 = load ptr, ptr %4, align 8, !dbg !243
  %25 = getelementptr inbounds %struct.ipc_queue, ptr %24, i32 0, i32 1, !dbg !244
  %26 = load ptr, ptr %4, align 8, !dbg !245
  %27 = getelementptr inbounds %struct.ipc_queue, ptr %26, i32 0, i32 0, !dbg !246
  %28 = call i32 @pthread_cond_wait(ptr noundef %25, ptr noundef %27), !dbg !247
  br label %10, !dbg !234, !llvm.loop !248

29:                                               ; preds = %21
  %30 = load ptr, ptr %4, align 8, !dbg !250
  %31 = getelementptr inbounds %struct.ipc_queue, ptr %30, i32 0, i32 3, !dbg !252
  %32 = load i32, ptr %31, align 8, !dbg !252
  %33 = icmp eq i32 %32, 0, !dbg !253
  br i1 %33, label %34, label %38, !dbg !254

34:                                               ; preds = %29
  %35 = load ptr, ptr %4, align 8, !dbg !255
  %36 = getelementptr inbounds %struct.ipc_queue, ptr %35, i32 0, i32 0, !dbg !257
  %37 = call i32 @pthread_mutex_unlock(ptr noundef %36) #6, !dbg !258
  store i32 1, ptr %3, align 4, !dbg !259
  br label %91, !dbg !259

38:                                               ; preds = %29
  %39 = load ptr, ptr %5, align 8, !dbg !260
  %40 = load ptr, ptr %4, align 8, !dbg !261
  %41 = getelementptr inbounds %struct.ipc_queue, ptr %40, i32 0, i32 5, !dbg !262
  %42 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %41, i64 0, i64 0, !dbg !261
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 8 %42, i64 8, i1 false), !dbg !261
    #dbg_declare(ptr %6, !263, !DIExpression(), !265)
  store i32 1, ptr %6, align 4, !dbg !265
  br label %43, !dbg !266

43:                                               ; preds = %61, %38
  %44 = load i32, ptr %6, align 4, !dbg !267
  %45 = load ptr, ptr %4, align 8, !dbg !269
  %46 = getelementptr inbounds %struct.ipc_queue, ptr %45, i32 0, i32 3, !dbg !270
  %47 = load i32, ptr %46, align 8, !dbg !270
  %48 = icmp slt i32 %44, %47, !dbg !271
  br i1 %48, label %49, label %64, !dbg !272

49:                                               ; preds = %43
  %50 = load ptr, ptr %4, align 8, !dbg !273
  %51 = getelementptr inbounds %struct.ipc_queue, ptr %50, i32 0, i32 5, !dbg !274
  %52 = load i32, ptr %6, align 4, !dbg !275
  %53 = sub nsw i32 %52, 1, !dbg !276
  %54 = sext i32 %53 to i64, !dbg !273
  %55 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %51, i64 0, i64 %54, !dbg !273
  %56 = load ptr, ptr %4, align 8, !dbg !277
  %57 = getelementptr inbounds %struct.ipc_queue, ptr %56, i32 0, i32 5, !dbg !278
  %58 = load i32, ptr %6, align 4, !dbg !279
  %59 = sext i32 %58 to i64, !dbg !277
  %60 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %57, i64 0, i64 %59, !dbg !277
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 8 %60, i64 8, i1 false), !dbg !277
  br label %61, !dbg !273

61:                                               ; preds = %49
  %62 = load i32, ptr %6, align 4, !dbg !280
  %63 = add nsw i32 %62, 1, !dbg !280
  store i32 %63, ptr %6, align 4, !dbg !280
  br label %43, !dbg !281, !llvm.loop !282

64:                                               ; preds = %43
  %65 = load ptr, ptr %4, align 8, !dbg !284
  %66 = getelementptr inbounds %struct.ipc_queue, ptr %65, i32 0, i32 3, !dbg !285
  %67 = load i32, ptr %66, align 8, !dbg !286
  %68 = add nsw i32 %67, -1, !dbg !286
  store i32 %68, ptr %66, align 8, !dbg !286
  %69 = load ptr, ptr %4, align 8, !dbg !287
  %70 = getelementptr inbounds %struct.ipc_queue, ptr %69, i32 0, i32 5, !dbg !288
  %71 = load ptr, ptr %4, align 8, !dbg !289
  %72 = getelementptr inbounds %struct.ipc_queue, ptr %71, i32 0, i32 3, !dbg !290
  %73 = load i32, ptr %72, align 8, !dbg !290
  %74 = sext i32 %73 to i64, !dbg !287
  %75 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %70, i64 0, i64 %74, !dbg !287
  %76 = getelementptr inbounds %struct.ipc_msg, ptr %75, i32 0, i32 0, !dbg !291
  store i32 0, ptr %76, align 8, !dbg !292
  %77 = load ptr, ptr %4, align 8, !dbg !293
  %78 = getelementptr inbounds %struct.ipc_queue, ptr %77, i32 0, i32 5, !dbg !294
  %79 = load ptr, ptr %4, align 8, !dbg !295
  %80 = getelementptr inbounds %struct.ipc_queue, ptr %79, i32 0, i32 3, !dbg !296
  %81 = load i32, ptr %80, align 8, !dbg !296
  %82 = sext i32 %81 to i64, !dbg !293
  %83 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %78, i64 0, i64 %82, !dbg !293
  %84 = getelementptr inbounds %struct.ipc_msg, ptr %83, i32 0, i32 1, !dbg !297
  store i32 0, ptr %84, align 4, !dbg !298
  %85 = load ptr, ptr %4, align 8, !dbg !299
  %86 = getelementptr inbounds %struct.ipc_queue, ptr %85, i32 0, i32 2, !dbg !300
  %87 = call i32 @pthread_cond_signal(ptr noundef %86) #6, !dbg !301
  %88 = load ptr, ptr %4, align 8, !dbg !302
  %89 = getelementptr inbounds %struct.ipc_queue, ptr %88, i32 0, i32 0, !dbg !303
  %90 = call i32 @pthread_mutex_unlock(ptr noundef %89) #6, !dbg !304
  store i32 0, ptr %3, align 4, !dbg !305
  br label %91, !dbg !305

91:                                               ; preds = %64, %34
  %92 = load i32, ptr %3, align 4, !dbg !306
  ret i32 %92, !dbg !306
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ipc_close(ptr noundef %0) #0 !dbg !307 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !310, !DIExpression(), !311)
  %3 = load ptr, ptr %2, align 8, !dbg !312
  %4 = getelementptr inbounds %struct.ipc_queue, ptr %3, i32 0, i32 0, !dbg !313
  %5 = call i32 @pthread_mutex_lock(ptr noundef %4) #6, !dbg !314
  %6 = load ptr, ptr %2, align 8, !dbg !315
  %7 = getelementptr inbounds %struct.ipc_queue, ptr %6, i32 0, i32 4, !dbg !316
  store i32 1, ptr %7, align 4, !dbg !317
  %8 = load ptr, ptr %2, align 8, !dbg !318
  %9 = getelementptr inbounds %struct.ipc_queue, ptr %8, i32 0, i32 1, !dbg !319
  %10 = call i32 @pthread_cond_broadcast(ptr noundef %9) #6, !dbg !320
  %11 = load ptr, ptr %2, align 8, !dbg !321
  %12 = getelementptr inbounds %struct.ipc_queue, ptr %11, i32 0, i32 2, !dbg !322
  %13 = call i32 @pthread_cond_broadcast(ptr noundef %12) #6, !dbg !323
  %14 = load ptr, ptr %2, align 8, !dbg !324
  %15 = getelementptr inbounds %struct.ipc_queue, ptr %14, i32 0, i32 0, !dbg !325
  %16 = call i32 @pthread_mutex_unlock(ptr noundef %15) #6, !dbg !326
  ret void, !dbg !327
}

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ipc_invariant() #0 !dbg !328 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = load i32, ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 3), align 8, !dbg !331
  %4 = icmp slt i32 %3, 0, !dbg !333
  br i1 %4, label %8, label %5, !dbg !334

5:                                                ; preds = %0
  %6 = load i32, ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 3), align 8, !dbg !335
  %7 = icmp sgt i32 %6, 2, !dbg !336
  br i1 %7, label %8, label %9, !dbg !337

8:                                                ; preds = %5, %0
  store i32 0, ptr %1, align 4, !dbg !338
  br label %33, !dbg !338

9:                                                ; preds = %5
    #dbg_declare(ptr %2, !339, !DIExpression(), !341)
  store i32 1, ptr %2, align 4, !dbg !341
  br label %10, !dbg !342

10:                                               ; preds = %29, %9
  %11 = load i32, ptr %2, align 4, !dbg !343
  %12 = load i32, ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 3), align 8, !dbg !345
  %13 = icmp slt i32 %11, %12, !dbg !346
  br i1 %13, label %14, label %32, !dbg !347

14:                                               ; preds = %10
  %15 = load i32, ptr %2, align 4, !dbg !348
  %16 = sub nsw i32 %15, 1, !dbg !350
  %17 = sext i32 %16 to i64, !dbg !351
  %18 = getelementptr inbounds [2 x %struct.ipc_msg], ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 5), i64 0, i64 %17, !dbg !351
  %19 = getelementptr inbounds %struct.ipc_msg, ptr %18, i32 0, i32 0, !dbg !352
  %20 = load i32, ptr %19, align 8, !dbg !352
  %21 = load i32, ptr %2, align 4, !dbg !353
  %22 = sext i32 %21 to i64, !dbg !354
  %23 = getelementptr inbounds [2 x %struct.ipc_msg], ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 5), i64 0, i64 %22, !dbg !354
  %24 = getelementptr inbounds %struct.ipc_msg, ptr %23, i32 0, i32 0, !dbg !355
  %25 = load i32, ptr %24, align 8, !dbg !355
  %26 = icmp slt i32 %20, %25, !dbg !356
  br i1 %26, label %27, label %28, !dbg !357

27:                                               ; preds = %14
  store i32 0, ptr %1, align 4, !dbg !358
  br label %33, !dbg !358

28:                                               ; preds = %14
  br label %29, !dbg !355

29:                                               ; preds = %28
  %30 = load i32, ptr %2, align 4, !dbg !359
  %31 = add nsw i32 %30, 1, !dbg !359
  store i32 %31, ptr %2, align 4, !dbg !359
  br label %10, !dbg !360, !llvm.loop !361

32:                                               ; preds = %10
  store i32 1, ptr %1, align 4, !dbg !363
  br label %33, !dbg !363

33:                                               ; preds = %32, %27, %8
  %34 = load i32, ptr %1, align 4, !dbg !364
  ret i32 %34, !dbg !364
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !365 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !366, !DIExpression(), !369)
    #dbg_declare(ptr %3, !370, !DIExpression(), !371)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #6, !dbg !372
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #6, !dbg !373
  %6 = load i64, ptr %2, align 8, !dbg !374
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !375
  %8 = load i64, ptr %3, align 8, !dbg !376
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !377
  ret i32 0, !dbg !378
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @producer(ptr noundef %0) #0 !dbg !379 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.ipc_msg, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !382, !DIExpression(), !383)
  %6 = load ptr, ptr %2, align 8, !dbg !384
    #dbg_declare(ptr %3, !385, !DIExpression(), !387)
  store i32 0, ptr %3, align 4, !dbg !387
  br label %7, !dbg !388

7:                                                ; preds = %25, %1
  %8 = load i32, ptr %3, align 4, !dbg !389
  %9 = icmp slt i32 %8, 3, !dbg !391
  br i1 %9, label %10, label %28, !dbg !392

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !393, !DIExpression(), !395)
  %11 = getelementptr inbounds %struct.ipc_msg, ptr %4, i32 0, i32 0, !dbg !396
  %12 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !397
  %13 = zext i1 %12 to i64, !dbg !397
  %14 = select i1 %12, i32 1, i32 0, !dbg !397
  store i32 %14, ptr %11, align 4, !dbg !396
  %15 = getelementptr inbounds %struct.ipc_msg, ptr %4, i32 0, i32 1, !dbg !396
  %16 = load i32, ptr %3, align 4, !dbg !398
  %17 = add nsw i32 %16, 1, !dbg !399
  store i32 %17, ptr %15, align 4, !dbg !396
    #dbg_declare(ptr %5, !400, !DIExpression(), !401)
  %18 = load i64, ptr %4, align 4, !dbg !402
  %19 = call i32 @ipc_send(ptr noundef @queue, i64 %18), !dbg !402
  store i32 %19, ptr %5, align 4, !dbg !401
  %20 = load i32, ptr %5, align 4, !dbg !403
  %21 = icmp eq i32 %20, 0, !dbg !403
  br i1 %21, label %22, label %23, !dbg !406

22:                                               ; preds = %10
  br label %24, !dbg !406

23:                                               ; preds = %10
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.producer) #7, !dbg !403
  unreachable, !dbg !403

24:                                               ; preds = %22
  br label %25, !dbg !407

25:                                               ; preds = %24
  %26 = load i32, ptr %3, align 4, !dbg !408
  %27 = add nsw i32 %26, 1, !dbg !408
  store i32 %27, ptr %3, align 4, !dbg !408
  br label %7, !dbg !409, !llvm.loop !410

28:                                               ; preds = %7
  call void @ipc_close(ptr noundef @queue), !dbg !412
  ret ptr null, !dbg !413
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @consumer(ptr noundef %0) #0 !dbg !414 {
  %2 = alloca ptr, align 8
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.ipc_msg, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !415, !DIExpression(), !416)
  %6 = load ptr, ptr %2, align 8, !dbg !417
    #dbg_declare(ptr %3, !418, !DIExpression(), !420)
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 8, i1 false), !dbg !420
    #dbg_declare(ptr %4, !421, !DIExpression(), !422)
  store i32 0, ptr %4, align 4, !dbg !422
    #dbg_declare(ptr %5, !423, !DIExpression(), !424)
  br label %7, !dbg !425

7:                                                ; preds = %31, %1
  %8 = call i32 @ipc_receive(ptr noundef @queue, ptr noundef %5), !dbg !426
  %9 = icmp eq i32 %8, 0, !dbg !427
  br i1 %9, label %10, label %40, !dbg !425

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !428
  %12 = load i32, ptr %11, align 4, !dbg !428
  %13 = icmp sge i32 %12, 0, !dbg !428
  br i1 %13, label %14, label %19, !dbg !428

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !428
  %16 = load i32, ptr %15, align 4, !dbg !428
  %17 = icmp slt i32 %16, 2, !dbg !428
  br i1 %17, label %18, label %19, !dbg !432

18:                                               ; preds = %14
  br label %20, !dbg !432

19:                                               ; preds = %14, %10
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 137, ptr noundef @__PRETTY_FUNCTION__.consumer) #7, !dbg !428
  unreachable, !dbg !428

20:                                               ; preds = %18
  %21 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 1, !dbg !433
  %22 = load i32, ptr %21, align 4, !dbg !433
  %23 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !433
  %24 = load i32, ptr %23, align 4, !dbg !433
  %25 = sext i32 %24 to i64, !dbg !433
  %26 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %25, !dbg !433
  %27 = load i32, ptr %26, align 4, !dbg !433
  %28 = icmp sgt i32 %22, %27, !dbg !433
  br i1 %28, label %29, label %30, !dbg !436

29:                                               ; preds = %20
  br label %31, !dbg !436

30:                                               ; preds = %20
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.consumer) #7, !dbg !433
  unreachable, !dbg !433

31:                                               ; preds = %29
  %32 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 1, !dbg !437
  %33 = load i32, ptr %32, align 4, !dbg !437
  %34 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !438
  %35 = load i32, ptr %34, align 4, !dbg !438
  %36 = sext i32 %35 to i64, !dbg !439
  %37 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %36, !dbg !439
  store i32 %33, ptr %37, align 4, !dbg !440
  %38 = load i32, ptr %4, align 4, !dbg !441
  %39 = add nsw i32 %38, 1, !dbg !441
  store i32 %39, ptr %4, align 4, !dbg !441
  br label %7, !dbg !425, !llvm.loop !442

40:                                               ; preds = %7
  %41 = load i32, ptr %4, align 4, !dbg !444
  %42 = icmp eq i32 %41, 3, !dbg !444
  br i1 %42, label %43, label %44, !dbg !447

43:                                               ; preds = %40
  br label %45, !dbg !447

44:                                               ; preds = %40
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 142, ptr noundef @__PRETTY_FUNCTION__.consumer) #7, !dbg !444
  unreachable, !dbg !444

45:                                               ; preds = %43
  ret ptr null, !dbg !448
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "queue", scope: !2, file: !3, line: 46, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ipc.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc37933bc77a5f4086cbb2ce2aeb3616")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ipc_status", file: !3, line: 30, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "IPC_OK", value: 0)
!9 = !DIEnumerator(name: "IPC_CLOSED", value: 1)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!0, !13, !19, !24, !30, !35, !37, !42}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 96, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 12)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 184, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!28 = !{!29}
!29 = !DISubrange(count: 23)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 272, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 34)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 136, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 17)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_queue", file: !3, line: 37, size: 1280, elements: !48)
!48 = !{!49, !81, !115, !116, !117, !118}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "lock", scope: !47, file: !3, line: 38, baseType: !50, size: 320)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !51, line: 72, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !51, line: 67, size: 320, elements: !53)
!53 = !{!54, !75, !79}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !52, file: !51, line: 69, baseType: !55, size: 320)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !56, line: 22, size: 320, elements: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!57 = !{!58, !60, !61, !62, !63, !64, !66, !67}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !55, file: !56, line: 24, baseType: !59, size: 32)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !55, file: !56, line: 25, baseType: !6, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !55, file: !56, line: 26, baseType: !59, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !55, file: !56, line: 28, baseType: !6, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !55, file: !56, line: 32, baseType: !59, size: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !55, file: !56, line: 34, baseType: !65, size: 16, offset: 160)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !55, file: !56, line: 35, baseType: !65, size: 16, offset: 176)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !55, file: !56, line: 36, baseType: !68, size: 128, offset: 192)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !69, line: 55, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !69, line: 51, size: 128, elements: !71)
!71 = !{!72, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !70, file: !69, line: 53, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !70, file: !69, line: 54, baseType: !73, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !52, file: !51, line: 70, baseType: !76, size: 320)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 320, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 40)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !52, file: !51, line: 71, baseType: !80, size: 64)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "not_empty", scope: !47, file: !3, line: 39, baseType: !82, size: 384, offset: 320)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !51, line: 80, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !51, line: 75, size: 384, elements: !84)
!84 = !{!85, !109, !113}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !83, file: !51, line: 77, baseType: !86, size: 384)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !69, line: 94, size: 384, elements: !87)
!87 = !{!88, !100, !101, !105, !106, !107, !108}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !86, file: !69, line: 96, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !90, line: 33, baseType: !91)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !90, line: 25, size: 64, elements: !92)
!92 = !{!93, !95}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !91, file: !90, line: 27, baseType: !94, size: 64)
!94 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !91, file: !90, line: 32, baseType: !96, size: 64)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !91, file: !90, line: 28, size: 64, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !96, file: !90, line: 30, baseType: !6, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !96, file: !90, line: 31, baseType: !6, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !86, file: !69, line: 97, baseType: !89, size: 64, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !86, file: !69, line: 98, baseType: !102, size: 64, offset: 128)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 2)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !86, file: !69, line: 99, baseType: !102, size: 64, offset: 192)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !86, file: !69, line: 100, baseType: !6, size: 32, offset: 256)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !86, file: !69, line: 101, baseType: !6, size: 32, offset: 288)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !86, file: !69, line: 102, baseType: !102, size: 64, offset: 320)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !51, line: 78, baseType: !110, size: 384)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 384, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 48)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !51, line: 79, baseType: !114, size: 64)
!114 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "not_full", scope: !47, file: !3, line: 39, baseType: !82, size: 384, offset: 704)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !47, file: !3, line: 40, baseType: !59, size: 32, offset: 1088)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "closed", scope: !47, file: !3, line: 41, baseType: !59, size: 32, offset: 1120)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !47, file: !3, line: 42, baseType: !119, size: 128, offset: 1152)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 128, elements: !103)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_msg", file: !3, line: 32, size: 64, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !120, file: !3, line: 33, baseType: !59, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !120, file: !3, line: 34, baseType: !59, size: 32, offset: 32)
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"frame-pointer", i32 2}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "ipc_send", scope: !3, file: !3, line: 50, type: !133, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{!59, !135, !120}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!136 = !{}
!137 = !DILocalVariable(name: "q", arg: 1, scope: !132, file: !3, line: 50, type: !135)
!138 = !DILocation(line: 50, column: 32, scope: !132)
!139 = !DILocalVariable(name: "msg", arg: 2, scope: !132, file: !3, line: 50, type: !120)
!140 = !DILocation(line: 50, column: 50, scope: !132)
!141 = !DILocation(line: 52, column: 25, scope: !132)
!142 = !DILocation(line: 52, column: 28, scope: !132)
!143 = !DILocation(line: 52, column: 5, scope: !132)
!144 = !DILocation(line: 53, column: 5, scope: !132)
!145 = !DILocation(line: 53, column: 12, scope: !132)
!146 = !DILocation(line: 53, column: 15, scope: !132)
!147 = !DILocation(line: 53, column: 17, scope: !132)
!148 = !DILocation(line: 53, column: 22, scope: !132)
!149 = !DILocation(line: 53, column: 26, scope: !132)
!150 = !DILocation(line: 53, column: 29, scope: !132)
!151 = !DILocation(line: 53, column: 25, scope: !132)
!152 = !DILocation(line: 0, scope: !132)
!153 = !DILocation(line: 54, column: 28, scope: !132)
!154 = !DILocation(line: 54, column: 31, scope: !132)
!155 = !DILocation(line: 54, column: 42, scope: !132)
!156 = !DILocation(line: 54, column: 45, scope: !132)
!157 = !DILocation(line: 54, column: 9, scope: !132)
!158 = distinct !{!158, !144, !159, !160}
!159 = !DILocation(line: 54, column: 49, scope: !132)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !DILocation(line: 55, column: 9, scope: !162)
!162 = distinct !DILexicalBlock(scope: !132, file: !3, line: 55, column: 9)
!163 = !DILocation(line: 55, column: 12, scope: !162)
!164 = !DILocation(line: 55, column: 9, scope: !132)
!165 = !DILocation(line: 56, column: 31, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !3, line: 55, column: 20)
!167 = !DILocation(line: 56, column: 34, scope: !166)
!168 = !DILocation(line: 56, column: 9, scope: !166)
!169 = !DILocation(line: 57, column: 9, scope: !166)
!170 = !DILocalVariable(name: "at", scope: !132, file: !3, line: 59, type: !59)
!171 = !DILocation(line: 59, column: 9, scope: !132)
!172 = !DILocation(line: 61, column: 5, scope: !132)
!173 = !DILocation(line: 61, column: 12, scope: !132)
!174 = !DILocation(line: 61, column: 17, scope: !132)
!175 = !DILocation(line: 61, column: 20, scope: !132)
!176 = !DILocation(line: 61, column: 15, scope: !132)
!177 = !DILocation(line: 61, column: 22, scope: !132)
!178 = !DILocation(line: 61, column: 25, scope: !132)
!179 = !DILocation(line: 61, column: 28, scope: !132)
!180 = !DILocation(line: 61, column: 33, scope: !132)
!181 = !DILocation(line: 61, column: 37, scope: !132)
!182 = !DILocation(line: 61, column: 48, scope: !132)
!183 = !DILocation(line: 61, column: 42, scope: !132)
!184 = !DILocation(line: 65, column: 11, scope: !132)
!185 = distinct !{!185, !172, !184, !160}
!186 = !DILocalVariable(name: "k", scope: !187, file: !3, line: 66, type: !59)
!187 = distinct !DILexicalBlock(scope: !132, file: !3, line: 66, column: 5)
!188 = !DILocation(line: 66, column: 14, scope: !187)
!189 = !DILocation(line: 66, column: 18, scope: !187)
!190 = !DILocation(line: 66, column: 21, scope: !187)
!191 = !DILocation(line: 66, column: 10, scope: !187)
!192 = !DILocation(line: 66, column: 24, scope: !193)
!193 = distinct !DILexicalBlock(scope: !187, file: !3, line: 66, column: 5)
!194 = !DILocation(line: 66, column: 28, scope: !193)
!195 = !DILocation(line: 66, column: 26, scope: !193)
!196 = !DILocation(line: 66, column: 5, scope: !187)
!197 = !DILocation(line: 67, column: 9, scope: !193)
!198 = !DILocation(line: 67, column: 12, scope: !193)
!199 = !DILocation(line: 67, column: 17, scope: !193)
!200 = !DILocation(line: 67, column: 22, scope: !193)
!201 = !DILocation(line: 67, column: 25, scope: !193)
!202 = !DILocation(line: 67, column: 30, scope: !193)
!203 = !DILocation(line: 67, column: 32, scope: !193)
!204 = !DILocation(line: 66, column: 33, scope: !193)
!205 = !DILocation(line: 66, column: 5, scope: !193)
!206 = distinct !{!206, !196, !207, !160}
!207 = !DILocation(line: 67, column: 35, scope: !187)
!208 = !DILocation(line: 68, column: 5, scope: !132)
!209 = !DILocation(line: 68, column: 8, scope: !132)
!210 = !DILocation(line: 68, column: 13, scope: !132)
!211 = !DILocation(line: 68, column: 19, scope: !132)
!212 = !DILocation(line: 69, column: 5, scope: !132)
!213 = !DILocation(line: 69, column: 8, scope: !132)
!214 = !DILocation(line: 69, column: 9, scope: !132)
!215 = !DILocation(line: 70, column: 26, scope: !132)
!216 = !DILocation(line: 70, column: 29, scope: !132)
!217 = !DILocation(line: 70, column: 5, scope: !132)
!218 = !DILocation(line: 71, column: 27, scope: !132)
!219 = !DILocation(line: 71, column: 30, scope: !132)
!220 = !DILocation(line: 71, column: 5, scope: !132)
!221 = !DILocation(line: 72, column: 5, scope: !132)
!222 = !DILocation(line: 73, column: 1, scope: !132)
!223 = distinct !DISubprogram(name: "ipc_receive", scope: !3, file: !3, line: 76, type: !224, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !136)
!224 = !DISubroutineType(types: !225)
!225 = !{!59, !135, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!227 = !DILocalVariable(name: "q", arg: 1, scope: !223, file: !3, line: 76, type: !135)
!228 = !DILocation(line: 76, column: 35, scope: !223)
!229 = !DILocalVariable(name: "out", arg: 2, scope: !223, file: !3, line: 76, type: !226)
!230 = !DILocation(line: 76, column: 54, scope: !223)
!231 = !DILocation(line: 78, column: 25, scope: !223)
!232 = !DILocation(line: 78, column: 28, scope: !223)
!233 = !DILocation(line: 78, column: 5, scope: !223)
!234 = !DILocation(line: 79, column: 5, scope: !223)
!235 = !DILocation(line: 79, column: 12, scope: !223)
!236 = !DILocation(line: 79, column: 15, scope: !223)
!237 = !DILocation(line: 79, column: 17, scope: !223)
!238 = !DILocation(line: 79, column: 22, scope: !223)
!239 = !DILocation(line: 79, column: 26, scope: !223)
!240 = !DILocation(line: 79, column: 29, scope: !223)
!241 = !DILocation(line: 79, column: 25, scope: !223)
!242 = !DILocation(line: 0, scope: !223)
!243 = !DILocation(line: 80, column: 28, scope: !223)
!244 = !DILocation(line: 80, column: 31, scope: !223)
!245 = !DILocation(line: 80, column: 43, scope: !223)
!246 = !DILocation(line: 80, column: 46, scope: !223)
!247 = !DILocation(line: 80, column: 9, scope: !223)
!248 = distinct !{!248, !234, !249, !160}
!249 = !DILocation(line: 80, column: 50, scope: !223)
!250 = !DILocation(line: 81, column: 9, scope: !251)
!251 = distinct !DILexicalBlock(scope: !223, file: !3, line: 81, column: 9)
!252 = !DILocation(line: 81, column: 12, scope: !251)
!253 = !DILocation(line: 81, column: 14, scope: !251)
!254 = !DILocation(line: 81, column: 9, scope: !223)
!255 = !DILocation(line: 82, column: 31, scope: !256)
!256 = distinct !DILexicalBlock(scope: !251, file: !3, line: 81, column: 20)
!257 = !DILocation(line: 82, column: 34, scope: !256)
!258 = !DILocation(line: 82, column: 9, scope: !256)
!259 = !DILocation(line: 83, column: 9, scope: !256)
!260 = !DILocation(line: 85, column: 6, scope: !223)
!261 = !DILocation(line: 85, column: 12, scope: !223)
!262 = !DILocation(line: 85, column: 15, scope: !223)
!263 = !DILocalVariable(name: "k", scope: !264, file: !3, line: 86, type: !59)
!264 = distinct !DILexicalBlock(scope: !223, file: !3, line: 86, column: 5)
!265 = !DILocation(line: 86, column: 14, scope: !264)
!266 = !DILocation(line: 86, column: 10, scope: !264)
!267 = !DILocation(line: 86, column: 21, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !3, line: 86, column: 5)
!269 = !DILocation(line: 86, column: 25, scope: !268)
!270 = !DILocation(line: 86, column: 28, scope: !268)
!271 = !DILocation(line: 86, column: 23, scope: !268)
!272 = !DILocation(line: 86, column: 5, scope: !264)
!273 = !DILocation(line: 87, column: 9, scope: !268)
!274 = !DILocation(line: 87, column: 12, scope: !268)
!275 = !DILocation(line: 87, column: 17, scope: !268)
!276 = !DILocation(line: 87, column: 19, scope: !268)
!277 = !DILocation(line: 87, column: 26, scope: !268)
!278 = !DILocation(line: 87, column: 29, scope: !268)
!279 = !DILocation(line: 87, column: 34, scope: !268)
!280 = !DILocation(line: 86, column: 32, scope: !268)
!281 = !DILocation(line: 86, column: 5, scope: !268)
!282 = distinct !{!282, !272, !283, !160}
!283 = !DILocation(line: 87, column: 35, scope: !264)
!284 = !DILocation(line: 88, column: 5, scope: !223)
!285 = !DILocation(line: 88, column: 8, scope: !223)
!286 = !DILocation(line: 88, column: 9, scope: !223)
!287 = !DILocation(line: 89, column: 5, scope: !223)
!288 = !DILocation(line: 89, column: 8, scope: !223)
!289 = !DILocation(line: 89, column: 13, scope: !223)
!290 = !DILocation(line: 89, column: 16, scope: !223)
!291 = !DILocation(line: 89, column: 19, scope: !223)
!292 = !DILocation(line: 89, column: 24, scope: !223)
!293 = !DILocation(line: 90, column: 5, scope: !223)
!294 = !DILocation(line: 90, column: 8, scope: !223)
!295 = !DILocation(line: 90, column: 13, scope: !223)
!296 = !DILocation(line: 90, column: 16, scope: !223)
!297 = !DILocation(line: 90, column: 19, scope: !223)
!298 = !DILocation(line: 90, column: 23, scope: !223)
!299 = !DILocation(line: 91, column: 26, scope: !223)
!300 = !DILocation(line: 91, column: 29, scope: !223)
!301 = !DILocation(line: 91, column: 5, scope: !223)
!302 = !DILocation(line: 92, column: 27, scope: !223)
!303 = !DILocation(line: 92, column: 30, scope: !223)
!304 = !DILocation(line: 92, column: 5, scope: !223)
!305 = !DILocation(line: 93, column: 5, scope: !223)
!306 = !DILocation(line: 94, column: 1, scope: !223)
!307 = distinct !DISubprogram(name: "ipc_close", scope: !3, file: !3, line: 96, type: !308, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !136)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !135}
!310 = !DILocalVariable(name: "q", arg: 1, scope: !307, file: !3, line: 96, type: !135)
!311 = !DILocation(line: 96, column: 34, scope: !307)
!312 = !DILocation(line: 98, column: 25, scope: !307)
!313 = !DILocation(line: 98, column: 28, scope: !307)
!314 = !DILocation(line: 98, column: 5, scope: !307)
!315 = !DILocation(line: 99, column: 5, scope: !307)
!316 = !DILocation(line: 99, column: 8, scope: !307)
!317 = !DILocation(line: 99, column: 15, scope: !307)
!318 = !DILocation(line: 100, column: 29, scope: !307)
!319 = !DILocation(line: 100, column: 32, scope: !307)
!320 = !DILocation(line: 100, column: 5, scope: !307)
!321 = !DILocation(line: 101, column: 29, scope: !307)
!322 = !DILocation(line: 101, column: 32, scope: !307)
!323 = !DILocation(line: 101, column: 5, scope: !307)
!324 = !DILocation(line: 102, column: 27, scope: !307)
!325 = !DILocation(line: 102, column: 30, scope: !307)
!326 = !DILocation(line: 102, column: 5, scope: !307)
!327 = !DILocation(line: 103, column: 1, scope: !307)
!328 = distinct !DISubprogram(name: "ipc_invariant", scope: !3, file: !3, line: 108, type: !329, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !136)
!329 = !DISubroutineType(types: !330)
!330 = !{!59}
!331 = !DILocation(line: 110, column: 15, scope: !332)
!332 = distinct !DILexicalBlock(scope: !328, file: !3, line: 110, column: 9)
!333 = !DILocation(line: 110, column: 17, scope: !332)
!334 = !DILocation(line: 110, column: 21, scope: !332)
!335 = !DILocation(line: 110, column: 30, scope: !332)
!336 = !DILocation(line: 110, column: 32, scope: !332)
!337 = !DILocation(line: 110, column: 9, scope: !328)
!338 = !DILocation(line: 111, column: 9, scope: !332)
!339 = !DILocalVariable(name: "k", scope: !340, file: !3, line: 112, type: !59)
!340 = distinct !DILexicalBlock(scope: !328, file: !3, line: 112, column: 5)
!341 = !DILocation(line: 112, column: 14, scope: !340)
!342 = !DILocation(line: 112, column: 10, scope: !340)
!343 = !DILocation(line: 112, column: 21, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !3, line: 112, column: 5)
!345 = !DILocation(line: 112, column: 31, scope: !344)
!346 = !DILocation(line: 112, column: 23, scope: !344)
!347 = !DILocation(line: 112, column: 5, scope: !340)
!348 = !DILocation(line: 113, column: 24, scope: !349)
!349 = distinct !DILexicalBlock(scope: !344, file: !3, line: 113, column: 13)
!350 = !DILocation(line: 113, column: 26, scope: !349)
!351 = !DILocation(line: 113, column: 13, scope: !349)
!352 = !DILocation(line: 113, column: 31, scope: !349)
!353 = !DILocation(line: 113, column: 49, scope: !349)
!354 = !DILocation(line: 113, column: 38, scope: !349)
!355 = !DILocation(line: 113, column: 52, scope: !349)
!356 = !DILocation(line: 113, column: 36, scope: !349)
!357 = !DILocation(line: 113, column: 13, scope: !344)
!358 = !DILocation(line: 114, column: 13, scope: !349)
!359 = !DILocation(line: 112, column: 35, scope: !344)
!360 = !DILocation(line: 112, column: 5, scope: !344)
!361 = distinct !{!361, !347, !362, !160}
!362 = !DILocation(line: 114, column: 20, scope: !340)
!363 = !DILocation(line: 115, column: 5, scope: !328)
!364 = !DILocation(line: 116, column: 1, scope: !328)
!365 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 146, type: !329, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !136)
!366 = !DILocalVariable(name: "p", scope: !365, file: !3, line: 148, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !368)
!368 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!369 = !DILocation(line: 148, column: 15, scope: !365)
!370 = !DILocalVariable(name: "c", scope: !365, file: !3, line: 148, type: !367)
!371 = !DILocation(line: 148, column: 18, scope: !365)
!372 = !DILocation(line: 149, column: 5, scope: !365)
!373 = !DILocation(line: 150, column: 5, scope: !365)
!374 = !DILocation(line: 151, column: 18, scope: !365)
!375 = !DILocation(line: 151, column: 5, scope: !365)
!376 = !DILocation(line: 152, column: 18, scope: !365)
!377 = !DILocation(line: 152, column: 5, scope: !365)
!378 = !DILocation(line: 153, column: 5, scope: !365)
!379 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 118, type: !380, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !136)
!380 = !DISubroutineType(types: !381)
!381 = !{!11, !11}
!382 = !DILocalVariable(name: "arg", arg: 1, scope: !379, file: !3, line: 118, type: !11)
!383 = !DILocation(line: 118, column: 29, scope: !379)
!384 = !DILocation(line: 120, column: 11, scope: !379)
!385 = !DILocalVariable(name: "i", scope: !386, file: !3, line: 121, type: !59)
!386 = distinct !DILexicalBlock(scope: !379, file: !3, line: 121, column: 5)
!387 = !DILocation(line: 121, column: 14, scope: !386)
!388 = !DILocation(line: 121, column: 10, scope: !386)
!389 = !DILocation(line: 121, column: 21, scope: !390)
!390 = distinct !DILexicalBlock(scope: !386, file: !3, line: 121, column: 5)
!391 = !DILocation(line: 121, column: 23, scope: !390)
!392 = !DILocation(line: 121, column: 5, scope: !386)
!393 = !DILocalVariable(name: "msg", scope: !394, file: !3, line: 122, type: !120)
!394 = distinct !DILexicalBlock(scope: !390, file: !3, line: 121, column: 36)
!395 = !DILocation(line: 122, column: 24, scope: !394)
!396 = !DILocation(line: 122, column: 30, scope: !394)
!397 = !DILocation(line: 122, column: 31, scope: !394)
!398 = !DILocation(line: 122, column: 65, scope: !394)
!399 = !DILocation(line: 122, column: 67, scope: !394)
!400 = !DILocalVariable(name: "r", scope: !394, file: !3, line: 123, type: !59)
!401 = !DILocation(line: 123, column: 13, scope: !394)
!402 = !DILocation(line: 123, column: 17, scope: !394)
!403 = !DILocation(line: 124, column: 9, scope: !404)
!404 = distinct !DILexicalBlock(scope: !405, file: !3, line: 124, column: 9)
!405 = distinct !DILexicalBlock(scope: !394, file: !3, line: 124, column: 9)
!406 = !DILocation(line: 124, column: 9, scope: !405)
!407 = !DILocation(line: 125, column: 5, scope: !394)
!408 = !DILocation(line: 121, column: 32, scope: !390)
!409 = !DILocation(line: 121, column: 5, scope: !390)
!410 = distinct !{!410, !392, !411, !160}
!411 = !DILocation(line: 125, column: 5, scope: !386)
!412 = !DILocation(line: 126, column: 5, scope: !379)
!413 = !DILocation(line: 127, column: 5, scope: !379)
!414 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 130, type: !380, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !136)
!415 = !DILocalVariable(name: "arg", arg: 1, scope: !414, file: !3, line: 130, type: !11)
!416 = !DILocation(line: 130, column: 29, scope: !414)
!417 = !DILocation(line: 132, column: 11, scope: !414)
!418 = !DILocalVariable(name: "last_seq", scope: !414, file: !3, line: 133, type: !419)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 64, elements: !103)
!420 = !DILocation(line: 133, column: 9, scope: !414)
!421 = !DILocalVariable(name: "received", scope: !414, file: !3, line: 134, type: !59)
!422 = !DILocation(line: 134, column: 9, scope: !414)
!423 = !DILocalVariable(name: "msg", scope: !414, file: !3, line: 135, type: !120)
!424 = !DILocation(line: 135, column: 20, scope: !414)
!425 = !DILocation(line: 136, column: 5, scope: !414)
!426 = !DILocation(line: 136, column: 12, scope: !414)
!427 = !DILocation(line: 136, column: 38, scope: !414)
!428 = !DILocation(line: 137, column: 9, scope: !429)
!429 = distinct !DILexicalBlock(scope: !430, file: !3, line: 137, column: 9)
!430 = distinct !DILexicalBlock(scope: !431, file: !3, line: 137, column: 9)
!431 = distinct !DILexicalBlock(scope: !414, file: !3, line: 136, column: 49)
!432 = !DILocation(line: 137, column: 9, scope: !430)
!433 = !DILocation(line: 138, column: 9, scope: !434)
!434 = distinct !DILexicalBlock(scope: !435, file: !3, line: 138, column: 9)
!435 = distinct !DILexicalBlock(scope: !431, file: !3, line: 138, column: 9)
!436 = !DILocation(line: 138, column: 9, scope: !435)
!437 = !DILocation(line: 139, column: 34, scope: !431)
!438 = !DILocation(line: 139, column: 22, scope: !431)
!439 = !DILocation(line: 139, column: 9, scope: !431)
!440 = !DILocation(line: 139, column: 28, scope: !431)
!441 = !DILocation(line: 140, column: 17, scope: !431)
!442 = distinct !{!442, !425, !443, !160}
!443 = !DILocation(line: 141, column: 5, scope: !414)
!444 = !DILocation(line: 142, column: 5, scope: !445)
!445 = distinct !DILexicalBlock(scope: !446, file: !3, line: 142, column: 5)
!446 = distinct !DILexicalBlock(scope: !414, file: !3, line: 142, column: 5)
!447 = !DILocation(line: 142, column: 5, scope: !446)
!448 = !DILocation(line: 143, column: 5, scope: !414)
