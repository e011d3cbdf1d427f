; ModuleID = 'needham_schroeder.c'
source_filename = "needham_schroeder.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal global i32 0, align 4, !dbg !0
@net = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@full = internal global [4 x i32] zeroinitializer, align 16, !dbg !52
@changed = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !57
@box = internal global [4 x %struct.msg_t] zeroinitializer, align 16, !dbg !92
@b_partner = internal global i32 0, align 4, !dbg !119
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !103
@.str.1 = private unnamed_addr constant [20 x i8] c"needham_schroeder.c\00", align 1, !dbg !108
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !113

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !129 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !133, !DIExpression(), !136)
    #dbg_declare(ptr %3, !137, !DIExpression(), !138)
    #dbg_declare(ptr %4, !139, !DIExpression(), !140)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @initiator, ptr noundef null) #6, !dbg !141
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @responder, ptr noundef null) #6, !dbg !142
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @intruder, ptr noundef null) #6, !dbg !143
  %8 = load i64, ptr %2, align 8, !dbg !144
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !145
  %10 = load i64, ptr %3, align 8, !dbg !146
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @initiator(ptr noundef %0) #0 !dbg !149 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 8
  %5 = alloca %struct.msg_t, align 4
  %6 = alloca %struct.msg_t, align 4
  %7 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !153, !DIExpression(), !154)
  %8 = load ptr, ptr %2, align 8, !dbg !155
    #dbg_declare(ptr %3, !156, !DIExpression(), !157)
  %9 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !158
  %10 = zext i1 %9 to i64, !dbg !158
  %11 = select i1 %9, i32 2, i32 3, !dbg !158
  store i32 %11, ptr %3, align 4, !dbg !157
  %12 = load i32, ptr %3, align 4, !dbg !159
  store i32 %12, ptr @a_partner, align 4, !dbg !160
  %13 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 0, !dbg !161
  %14 = load i32, ptr %3, align 4, !dbg !162
  store i32 %14, ptr %13, align 4, !dbg !161
  %15 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !161
  store i32 1, ptr %15, align 4, !dbg !161
  %16 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 2, !dbg !161
  store i32 1, ptr %16, align 4, !dbg !161
  %17 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 3, !dbg !161
  store i32 1, ptr %17, align 4, !dbg !161
  %18 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 4, !dbg !161
  store i32 0, ptr %18, align 4, !dbg !161
  call void @post(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %4), !dbg !163
    #dbg_declare(ptr %5, !164, !DIExpression(), !165)
  br label %19, !dbg !166

19:                                               ; preds = %32, %1
  call void @take(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %6, i32 noundef 1), !dbg !167
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 20, i1 false), !dbg !167
  br label %20, !dbg !168

20:                                               ; preds = %19
  %21 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !169
  %22 = load i32, ptr %21, align 4, !dbg !169
  %23 = icmp eq i32 %22, 1, !dbg !170
  br i1 %23, label %24, label %32, !dbg !171

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !172
  %26 = load i32, ptr %25, align 4, !dbg !172
  %27 = icmp eq i32 %26, 2, !dbg !173
  br i1 %27, label %28, label %32, !dbg !174

28:                                               ; preds = %24
  %29 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !175
  %30 = load i32, ptr %29, align 4, !dbg !175
  %31 = icmp eq i32 %30, 1, !dbg !176
  br label %32

32:                                               ; preds = %28, %24, %20
  %33 = phi i1 [ false, %24 ], [ false, %20 ], [ %31, %28 ], !dbg !177
  %34 = xor i1 %33, true, !dbg !178
  br i1 %34, label %19, label %35, !dbg !168, !llvm.loop !179

35:                                               ; preds = %32
  %36 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !182
  %37 = load i32, ptr %3, align 4, !dbg !183
  store i32 %37, ptr %36, align 4, !dbg !182
  %38 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !182
  store i32 3, ptr %38, align 4, !dbg !182
  %39 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !182
  %40 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !184
  %41 = load i32, ptr %40, align 4, !dbg !184
  store i32 %41, ptr %39, align 4, !dbg !182
  %42 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !182
  store i32 0, ptr %42, align 4, !dbg !182
  %43 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !182
  store i32 0, ptr %43, align 4, !dbg !182
  call void @post(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %7), !dbg !185
  ret ptr null, !dbg !186
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @responder(ptr noundef %0) #0 !dbg !187 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.msg_t, align 8
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !188, !DIExpression(), !189)
  %8 = load ptr, ptr %2, align 8, !dbg !190
    #dbg_declare(ptr %3, !191, !DIExpression(), !192)
  br label %9, !dbg !193

9:                                                ; preds = %32, %1
  call void @take(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %4, i32 noundef 2), !dbg !194
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 20, i1 false), !dbg !194
  br label %10, !dbg !195

10:                                               ; preds = %9
  %11 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !196
  %12 = load i32, ptr %11, align 4, !dbg !196
  %13 = icmp eq i32 %12, 2, !dbg !197
  br i1 %13, label %14, label %32, !dbg !198

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !199
  %16 = load i32, ptr %15, align 4, !dbg !199
  %17 = icmp eq i32 %16, 1, !dbg !200
  br i1 %17, label %18, label %32, !dbg !201

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !202
  %20 = load i32, ptr %19, align 4, !dbg !202
  %21 = icmp ne i32 %20, 0, !dbg !203
  br i1 %21, label %22, label %32, !dbg !204

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 3, !dbg !205
  %24 = load i32, ptr %23, align 4, !dbg !205
  %25 = icmp eq i32 %24, 1, !dbg !206
  br i1 %25, label %30, label %26, !dbg !207

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 3, !dbg !208
  %28 = load i32, ptr %27, align 4, !dbg !208
  %29 = icmp eq i32 %28, 3, !dbg !209
  br label %30, !dbg !207

30:                                               ; preds = %26, %22
  %31 = phi i1 [ true, %22 ], [ %29, %26 ]
  br label %32

32:                                               ; preds = %30, %18, %14, %10
  %33 = phi i1 [ false, %18 ], [ false, %14 ], [ false, %10 ], [ %31, %30 ], !dbg !210
  %34 = xor i1 %33, true, !dbg !211
  br i1 %34, label %9, label %35, !dbg !195, !llvm.loop !212

35:                                               ; preds = %32
    #dbg_declare(ptr %5, !214, !DIExpression(), !215)
  %36 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 3, !dbg !216
  %37 = load i32, ptr %36, align 4, !dbg !216
  store i32 %37, ptr %5, align 4, !dbg !215
  %38 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 0, !dbg !217
  %39 = load i32, ptr %5, align 4, !dbg !218
  store i32 %39, ptr %38, align 4, !dbg !217
  %40 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 1, !dbg !217
  store i32 2, ptr %40, align 4, !dbg !217
  %41 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 2, !dbg !217
  %42 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !219
  %43 = load i32, ptr %42, align 4, !dbg !219
  store i32 %43, ptr %41, align 4, !dbg !217
  %44 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 3, !dbg !217
  store i32 2, ptr %44, align 4, !dbg !217
  %45 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 4, !dbg !217
  store i32 2, ptr %45, align 4, !dbg !217
  call void @post(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %6), !dbg !220
  br label %46, !dbg !221

46:                                               ; preds = %59, %35
  call void @take(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %7, i32 noundef 2), !dbg !222
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %7, i64 20, i1 false), !dbg !222
  br label %47, !dbg !223

47:                                               ; preds = %46
  %48 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !224
  %49 = load i32, ptr %48, align 4, !dbg !224
  %50 = icmp eq i32 %49, 2, !dbg !225
  br i1 %50, label %51, label %59, !dbg !226

51:                                               ; preds = %47
  %52 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !227
  %53 = load i32, ptr %52, align 4, !dbg !227
  %54 = icmp eq i32 %53, 3, !dbg !228
  br i1 %54, label %55, label %59, !dbg !229

55:                                               ; preds = %51
  %56 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !230
  %57 = load i32, ptr %56, align 4, !dbg !230
  %58 = icmp eq i32 %57, 2, !dbg !231
  br label %59

59:                                               ; preds = %55, %51, %47
  %60 = phi i1 [ false, %51 ], [ false, %47 ], [ %58, %55 ], !dbg !210
  %61 = xor i1 %60, true, !dbg !232
  br i1 %61, label %46, label %62, !dbg !223, !llvm.loop !233

62:                                               ; preds = %59
  %63 = load i32, ptr %5, align 4, !dbg !235
  store i32 %63, ptr @b_partner, align 4, !dbg !236
  %64 = load i32, ptr @b_partner, align 4, !dbg !237
  %65 = icmp eq i32 %64, 1, !dbg !237
  br i1 %65, label %66, label %69, !dbg !237

66:                                               ; preds = %62
  %67 = load i32, ptr @a_partner, align 4, !dbg !237
  %68 = icmp ne i32 %67, 2, !dbg !237
  br i1 %68, label %70, label %69, !dbg !240

69:                                               ; preds = %66, %62
  br label %71, !dbg !240

70:                                               ; preds = %66
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.responder) #7, !dbg !237
  unreachable, !dbg !237

71:                                               ; preds = %69
  ret ptr null, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @intruder(ptr noundef %0) #0 !dbg !242 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca %struct.msg_t, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !243, !DIExpression(), !244)
  %8 = load ptr, ptr %2, align 8, !dbg !245
    #dbg_declare(ptr %3, !246, !DIExpression(), !247)
  store i32 8, ptr %3, align 4, !dbg !247
    #dbg_declare(ptr %4, !248, !DIExpression(), !249)
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 20, i1 false), !dbg !249
  br label %9, !dbg !250

9:                                                ; preds = %118, %59, %1
  %10 = call i32 @pthread_mutex_lock(ptr noundef @net) #6, !dbg !251
  br label %11, !dbg !255

11:                                               ; preds = %22, %9
  %12 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 3), align 4, !dbg !256
  %13 = icmp ne i32 %12, 0, !dbg !256
  br i1 %13, label %20, label %14, !dbg !257

14:                                               ; preds = %11
  %15 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 1), align 4, !dbg !258
  %16 = icmp ne i32 %15, 0, !dbg !258
  br i1 %16, label %17, label %20, !dbg !259

17:                                               ; preds = %14
  %18 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 2), align 8, !dbg !260
  %19 = icmp ne i32 %18, 0, !dbg !259
  br label %20

20:                                               ; preds = %17, %14, %11
  %21 = phi i1 [ false, %14 ], [ false, %11 ], [ %19, %17 ], !dbg !261
  br i1 %21, label %22, label %24, !dbg !255

22:                                               ; preds = %20
  %23 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @net), !dbg !262
  br label %11, !dbg !255, !llvm.loop !263

24:                                               ; preds = %20
    #dbg_declare(ptr %5, !265, !DIExpression(), !266)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 getelementptr inbounds ([4 x %struct.msg_t], ptr @box, i64 0, i64 3), i64 20, i1 false), !dbg !267
  %25 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 3), align 4, !dbg !268
  %26 = icmp ne i32 %25, 0, !dbg !268
  br i1 %26, label %27, label %60, !dbg !270

27:                                               ; preds = %24
  store i32 0, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 3), align 4, !dbg !271
  %28 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #6, !dbg !273
  %29 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !274
  %30 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !275
  %31 = load i32, ptr %30, align 4, !dbg !275
  %32 = icmp eq i32 %31, 3, !dbg !277
  br i1 %32, label %33, label %58, !dbg !278

33:                                               ; preds = %27
  %34 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !279
  %35 = load i32, ptr %34, align 4, !dbg !279
  %36 = icmp ne i32 %35, 0, !dbg !282
  br i1 %36, label %37, label %43, !dbg !283

37:                                               ; preds = %33
  %38 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !284
  %39 = load i32, ptr %38, align 4, !dbg !284
  %40 = shl i32 1, %39, !dbg !285
  %41 = load i32, ptr %3, align 4, !dbg !286
  %42 = or i32 %41, %40, !dbg !286
  store i32 %42, ptr %3, align 4, !dbg !286
  br label %43, !dbg !287

43:                                               ; preds = %37, %33
  %44 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !288
  %45 = load i32, ptr %44, align 4, !dbg !288
  %46 = icmp eq i32 %45, 2, !dbg !290
  br i1 %46, label %47, label %57, !dbg !291

47:                                               ; preds = %43
  %48 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !292
  %49 = load i32, ptr %48, align 4, !dbg !292
  %50 = icmp ne i32 %49, 0, !dbg !293
  br i1 %50, label %51, label %57, !dbg !294

51:                                               ; preds = %47
  %52 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !295
  %53 = load i32, ptr %52, align 4, !dbg !295
  %54 = shl i32 1, %53, !dbg !296
  %55 = load i32, ptr %3, align 4, !dbg !297
  %56 = or i32 %55, %54, !dbg !297
  store i32 %56, ptr %3, align 4, !dbg !297
  br label %57, !dbg !298

57:                                               ; preds = %51, %47, %43
  br label %59, !dbg !299

58:                                               ; preds = %27
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 20, i1 false), !dbg !300
  br label %59

59:                                               ; preds = %58, %57
  br label %9, !dbg !302, !llvm.loop !303

60:                                               ; preds = %24
    #dbg_declare(ptr %6, !306, !DIExpression(), !307)
  %61 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 1), align 4, !dbg !308
  %62 = icmp ne i32 %61, 0, !dbg !308
  br i1 %62, label %63, label %64, !dbg !308

63:                                               ; preds = %60
  br label %74, !dbg !308

64:                                               ; preds = %60
  %65 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 2), align 8, !dbg !309
  %66 = icmp ne i32 %65, 0, !dbg !309
  br i1 %66, label %67, label %68, !dbg !309

67:                                               ; preds = %64
  br label %72, !dbg !309

68:                                               ; preds = %64
  %69 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !310
  %70 = zext i1 %69 to i64, !dbg !310
  %71 = select i1 %69, i32 1, i32 2, !dbg !310
  br label %72, !dbg !309

72:                                               ; preds = %68, %67
  %73 = phi i32 [ 1, %67 ], [ %71, %68 ], !dbg !309
  br label %74, !dbg !308

74:                                               ; preds = %72, %63
  %75 = phi i32 [ 2, %63 ], [ %73, %72 ], !dbg !308
  store i32 %75, ptr %6, align 4, !dbg !307
  %76 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !311
  %77 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !312
  %78 = load i32, ptr %77, align 4, !dbg !312
  %79 = icmp ne i32 %78, 0, !dbg !314
  br i1 %79, label %80, label %83, !dbg !315

80:                                               ; preds = %74
  %81 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !316
  br i1 %81, label %82, label %83, !dbg !317

82:                                               ; preds = %80
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 20, i1 false), !dbg !318
  br label %118, !dbg !320

83:                                               ; preds = %80, %74
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 20, i1 false), !dbg !321
  %84 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !323
  %85 = load i32, ptr %6, align 4, !dbg !324
  store i32 %85, ptr %84, align 4, !dbg !323
  %86 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !323
  %87 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !323
  %88 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !323
  %89 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !323
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %7, i64 20, i1 false), !dbg !321
  %90 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !325
  br i1 %90, label %91, label %100, !dbg !327

91:                                               ; preds = %83
  %92 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !328
  store i32 1, ptr %92, align 4, !dbg !330
  %93 = load i32, ptr %3, align 4, !dbg !331
  %94 = call i32 @pick_nonce(i32 noundef %93), !dbg !332
  %95 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !333
  store i32 %94, ptr %95, align 4, !dbg !334
  %96 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !335
  %97 = zext i1 %96 to i64, !dbg !335
  %98 = select i1 %96, i32 1, i32 3, !dbg !335
  %99 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !336
  store i32 %98, ptr %99, align 4, !dbg !337
  br label %117, !dbg !338

100:                                              ; preds = %83
  %101 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !339
  br i1 %101, label %102, label %107, !dbg !341

102:                                              ; preds = %100
  %103 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !342
  store i32 3, ptr %103, align 4, !dbg !344
  %104 = load i32, ptr %3, align 4, !dbg !345
  %105 = call i32 @pick_nonce(i32 noundef %104), !dbg !346
  %106 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !347
  store i32 %105, ptr %106, align 4, !dbg !348
  br label %116, !dbg !349

107:                                              ; preds = %100
  %108 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !350
  store i32 2, ptr %108, align 4, !dbg !352
  %109 = load i32, ptr %3, align 4, !dbg !353
  %110 = call i32 @pick_nonce(i32 noundef %109), !dbg !354
  %111 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !355
  store i32 %110, ptr %111, align 4, !dbg !356
  %112 = load i32, ptr %3, align 4, !dbg !357
  %113 = call i32 @pick_nonce(i32 noundef %112), !dbg !358
  %114 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !359
  store i32 %113, ptr %114, align 4, !dbg !360
  %115 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 4, !dbg !361
  store i32 3, ptr %115, align 4, !dbg !362
  br label %116

116:                                              ; preds = %107, %102
  br label %117

117:                                              ; preds = %116, %91
  br label %118

118:                                              ; preds = %117, %82
  %119 = load i32, ptr %6, align 4, !dbg !363
  call void @post(i32 noundef %119, ptr noundef byval(%struct.msg_t) align 8 %5), !dbg !364
  br label %9, !dbg !365, !llvm.loop !303
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @post(i32 noundef %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !366 {
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
    #dbg_declare(ptr %1, !371, !DIExpression(), !372)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @net) #6, !dbg !373
  br label %5, !dbg !374

5:                                                ; preds = %11, %2
  %6 = load i32, ptr %3, align 4, !dbg !375
  %7 = sext i32 %6 to i64, !dbg !376
  %8 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %7, !dbg !376
  %9 = load i32, ptr %8, align 4, !dbg !376
  %10 = icmp ne i32 %9, 0, !dbg !374
  br i1 %10, label %11, label %13, !dbg !374

11:                                               ; preds = %5
  %12 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @net), !dbg !377
  br label %5, !dbg !374, !llvm.loop !378

13:                                               ; preds = %5
  %14 = load i32, ptr %3, align 4, !dbg !380
  %15 = sext i32 %14 to i64, !dbg !381
  %16 = getelementptr inbounds [4 x %struct.msg_t], ptr @box, i64 0, i64 %15, !dbg !381
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 8 %1, i64 20, i1 false), !dbg !382
  %17 = load i32, ptr %3, align 4, !dbg !383
  %18 = sext i32 %17 to i64, !dbg !384
  %19 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %18, !dbg !384
  store i32 1, ptr %19, align 4, !dbg !385
  %20 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #6, !dbg !386
  %21 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !387
  ret void, !dbg !388
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @take(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !389 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !392, !DIExpression(), !393)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @net) #6, !dbg !394
  br label %5, !dbg !395

5:                                                ; preds = %12, %2
  %6 = load i32, ptr %3, align 4, !dbg !396
  %7 = sext i32 %6 to i64, !dbg !397
  %8 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %7, !dbg !397
  %9 = load i32, ptr %8, align 4, !dbg !397
  %10 = icmp ne i32 %9, 0, !dbg !398
  %11 = xor i1 %10, true, !dbg !398
  br i1 %11, label %12, label %14, !dbg !395

12:                                               ; preds = %5
  %13 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @net), !dbg !399
  br label %5, !dbg !395, !llvm.loop !400

14:                                               ; preds = %5
    #dbg_declare(ptr %0, !402, !DIExpression(), !403)
  %15 = load i32, ptr %3, align 4, !dbg !404
  %16 = sext i32 %15 to i64, !dbg !405
  %17 = getelementptr inbounds [4 x %struct.msg_t], ptr @box, i64 0, i64 %16, !dbg !405
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %17, i64 20, i1 false), !dbg !405
  %18 = load i32, ptr %3, align 4, !dbg !406
  %19 = sext i32 %18 to i64, !dbg !407
  %20 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %19, !dbg !407
  store i32 0, ptr %20, align 4, !dbg !408
  %21 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #6, !dbg !409
  %22 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !410
  ret void, !dbg !411
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick_nonce(i32 noundef %0) #0 !dbg !412 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !415, !DIExpression(), !416)
    #dbg_declare(ptr %3, !417, !DIExpression(), !418)
  store i32 0, ptr %3, align 4, !dbg !418
    #dbg_declare(ptr %4, !419, !DIExpression(), !420)
  store i32 0, ptr %4, align 4, !dbg !420
    #dbg_declare(ptr %5, !421, !DIExpression(), !423)
  store i32 1, ptr %5, align 4, !dbg !423
  br label %6, !dbg !424

6:                                                ; preds = %28, %1
  %7 = load i32, ptr %5, align 4, !dbg !425
  %8 = icmp sle i32 %7, 3, !dbg !427
  br i1 %8, label %9, label %31, !dbg !428

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4, !dbg !429
  %11 = load i32, ptr %5, align 4, !dbg !431
  %12 = shl i32 1, %11, !dbg !432
  %13 = and i32 %10, %12, !dbg !433
  %14 = icmp ne i32 %13, 0, !dbg !433
  br i1 %14, label %15, label %27, !dbg !434

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4, !dbg !435
  %17 = icmp ne i32 %16, 0, !dbg !435
  br i1 %17, label %20, label %18, !dbg !438

18:                                               ; preds = %15
  %19 = load i32, ptr %5, align 4, !dbg !439
  store i32 %19, ptr %3, align 4, !dbg !440
  br label %26, !dbg !441

20:                                               ; preds = %15
  %21 = load i32, ptr %4, align 4, !dbg !442
  %22 = icmp ne i32 %21, 0, !dbg !442
  br i1 %22, label %25, label %23, !dbg !444

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4, !dbg !445
  store i32 %24, ptr %4, align 4, !dbg !446
  br label %25, !dbg !447

25:                                               ; preds = %23, %20
  br label %26

26:                                               ; preds = %25, %18
  br label %27, !dbg !448

27:                                               ; preds = %26, %9
  br label %28, !dbg !449

28:                                               ; preds = %27
  %29 = load i32, ptr %5, align 4, !dbg !450
  %30 = add nsw i32 %29, 1, !dbg !450
  store i32 %30, ptr %5, align 4, !dbg !450
  br label %6, !dbg !451, !llvm.loop !452

31:                                               ; preds = %6
  %32 = load i32, ptr %4, align 4, !dbg !454
  %33 = icmp ne i32 %32, 0, !dbg !454
  br i1 %33, label %34, label %38, !dbg !455

34:                                               ; preds = %31
  %35 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !456
  br i1 %35, label %36, label %38, !dbg !457

36:                                               ; preds = %34
  %37 = load i32, ptr %4, align 4, !dbg !458
  br label %40, !dbg !457

38:                                               ; preds = %34, %31
  %39 = load i32, ptr %3, align 4, !dbg !459
  br label %40, !dbg !457

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ], !dbg !457
  ret i32 %41, !dbg !460
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!121, !122, !123, !124, !125, !126, !127}
!llvm.ident = !{!128}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 54, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder.c", directory: "/work/main/programs", checksumkind: CSK_MD5, checksum: "24b5822208ef83b6cd5db1a57f379762")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 40, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 41, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !57, !92, !103, !108, !113, !119}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "net", scope: !2, file: !3, line: 49, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !21, line: 72, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 67, size: 320, elements: !23)
!23 = !{!24, !45, !50}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !22, file: !21, line: 69, baseType: !25, size: 320)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !26, line: 22, size: 320, elements: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!27 = !{!28, !30, !31, !32, !33, !34, !36, !37}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !25, file: !26, line: 24, baseType: !29, size: 32)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !25, file: !26, line: 25, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !25, file: !26, line: 26, baseType: !29, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !25, file: !26, line: 28, baseType: !6, size: 32, offset: 96)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !25, file: !26, line: 32, baseType: !29, size: 32, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !25, file: !26, line: 34, baseType: !35, size: 16, offset: 160)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !25, file: !26, line: 35, baseType: !35, size: 16, offset: 176)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !26, line: 36, baseType: !38, size: 128, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !39, line: 55, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !39, line: 51, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !40, file: !39, line: 53, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !40, file: !39, line: 54, baseType: !43, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !22, file: !21, line: 70, baseType: !46, size: 320)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 320, elements: !48)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !22, file: !21, line: 71, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 52, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "changed", scope: !2, file: !3, line: 50, type: !59, isLocal: true, isDefinition: true)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !21, line: 80, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 75, size: 384, elements: !61)
!61 = !{!62, !86, !90}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !60, file: !21, line: 77, baseType: !63, size: 384)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !39, line: 94, size: 384, elements: !64)
!64 = !{!65, !77, !78, !82, !83, !84, !85}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !63, file: !39, line: 96, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !67, line: 33, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !67, line: 25, size: 64, elements: !69)
!69 = !{!70, !72}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !68, file: !67, line: 27, baseType: !71, size: 64)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !68, file: !67, line: 32, baseType: !73, size: 64)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !68, file: !67, line: 28, size: 64, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !73, file: !67, line: 30, baseType: !6, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !73, file: !67, line: 31, baseType: !6, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !63, file: !39, line: 97, baseType: !66, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !63, file: !39, line: 98, baseType: !79, size: 64, offset: 128)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !63, file: !39, line: 99, baseType: !79, size: 64, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !63, file: !39, line: 100, baseType: !6, size: 32, offset: 256)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !63, file: !39, line: 101, baseType: !6, size: 32, offset: 288)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !63, file: !39, line: 102, baseType: !79, size: 64, offset: 320)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !60, file: !21, line: 78, baseType: !87, size: 384)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 384, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 48)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !60, file: !21, line: 79, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 51, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 640, elements: !55)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 47, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 43, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 44, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 128)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 36)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 160, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 20)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 192, elements: !117)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!117 = !{!118}
!118 = !DISubrange(count: 24)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 55, type: !29, isLocal: true, isDefinition: true)
!121 = !{i32 7, !"Dwarf Version", i32 5}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 8, !"PIC Level", i32 2}
!125 = !{i32 7, !"PIE Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 7, !"frame-pointer", i32 2}
!128 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 184, type: !130, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!29}
!132 = !{}
!133 = !DILocalVariable(name: "a", scope: !129, file: !3, line: 186, type: !134)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !135)
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !DILocation(line: 186, column: 15, scope: !129)
!137 = !DILocalVariable(name: "b", scope: !129, file: !3, line: 186, type: !134)
!138 = !DILocation(line: 186, column: 18, scope: !129)
!139 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 186, type: !134)
!140 = !DILocation(line: 186, column: 21, scope: !129)
!141 = !DILocation(line: 187, column: 5, scope: !129)
!142 = !DILocation(line: 188, column: 5, scope: !129)
!143 = !DILocation(line: 189, column: 5, scope: !129)
!144 = !DILocation(line: 192, column: 18, scope: !129)
!145 = !DILocation(line: 192, column: 5, scope: !129)
!146 = !DILocation(line: 193, column: 18, scope: !129)
!147 = !DILocation(line: 193, column: 5, scope: !129)
!148 = !DILocation(line: 194, column: 5, scope: !129)
!149 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 81, type: !150, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!150 = !DISubroutineType(types: !151)
!151 = !{!152, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!153 = !DILocalVariable(name: "arg", arg: 1, scope: !149, file: !3, line: 81, type: !152)
!154 = !DILocation(line: 81, column: 30, scope: !149)
!155 = !DILocation(line: 83, column: 11, scope: !149)
!156 = !DILocalVariable(name: "partner", scope: !149, file: !3, line: 84, type: !29)
!157 = !DILocation(line: 84, column: 9, scope: !149)
!158 = !DILocation(line: 84, column: 19, scope: !149)
!159 = !DILocation(line: 85, column: 17, scope: !149)
!160 = !DILocation(line: 85, column: 15, scope: !149)
!161 = !DILocation(line: 86, column: 20, scope: !149)
!162 = !DILocation(line: 86, column: 28, scope: !149)
!163 = !DILocation(line: 86, column: 5, scope: !149)
!164 = !DILocalVariable(name: "m", scope: !149, file: !3, line: 87, type: !95)
!165 = !DILocation(line: 87, column: 11, scope: !149)
!166 = !DILocation(line: 88, column: 5, scope: !149)
!167 = !DILocation(line: 89, column: 13, scope: !149)
!168 = !DILocation(line: 89, column: 9, scope: !149)
!169 = !DILocation(line: 90, column: 16, scope: !149)
!170 = !DILocation(line: 90, column: 20, scope: !149)
!171 = !DILocation(line: 90, column: 25, scope: !149)
!172 = !DILocation(line: 90, column: 30, scope: !149)
!173 = !DILocation(line: 90, column: 35, scope: !149)
!174 = !DILocation(line: 90, column: 40, scope: !149)
!175 = !DILocation(line: 90, column: 45, scope: !149)
!176 = !DILocation(line: 90, column: 47, scope: !149)
!177 = !DILocation(line: 0, scope: !149)
!178 = !DILocation(line: 90, column: 12, scope: !149)
!179 = distinct !{!179, !166, !180, !181}
!180 = !DILocation(line: 94, column: 15, scope: !149)
!181 = !{!"llvm.loop.mustprogress"}
!182 = !DILocation(line: 95, column: 20, scope: !149)
!183 = !DILocation(line: 95, column: 28, scope: !149)
!184 = !DILocation(line: 95, column: 55, scope: !149)
!185 = !DILocation(line: 95, column: 5, scope: !149)
!186 = !DILocation(line: 96, column: 5, scope: !149)
!187 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 99, type: !150, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!188 = !DILocalVariable(name: "arg", arg: 1, scope: !187, file: !3, line: 99, type: !152)
!189 = !DILocation(line: 99, column: 30, scope: !187)
!190 = !DILocation(line: 101, column: 11, scope: !187)
!191 = !DILocalVariable(name: "m", scope: !187, file: !3, line: 102, type: !95)
!192 = !DILocation(line: 102, column: 11, scope: !187)
!193 = !DILocation(line: 103, column: 5, scope: !187)
!194 = !DILocation(line: 104, column: 13, scope: !187)
!195 = !DILocation(line: 104, column: 9, scope: !187)
!196 = !DILocation(line: 105, column: 16, scope: !187)
!197 = !DILocation(line: 105, column: 20, scope: !187)
!198 = !DILocation(line: 105, column: 25, scope: !187)
!199 = !DILocation(line: 105, column: 30, scope: !187)
!200 = !DILocation(line: 105, column: 35, scope: !187)
!201 = !DILocation(line: 105, column: 40, scope: !187)
!202 = !DILocation(line: 105, column: 45, scope: !187)
!203 = !DILocation(line: 105, column: 47, scope: !187)
!204 = !DILocation(line: 105, column: 52, scope: !187)
!205 = !DILocation(line: 105, column: 58, scope: !187)
!206 = !DILocation(line: 105, column: 60, scope: !187)
!207 = !DILocation(line: 105, column: 65, scope: !187)
!208 = !DILocation(line: 105, column: 70, scope: !187)
!209 = !DILocation(line: 105, column: 72, scope: !187)
!210 = !DILocation(line: 0, scope: !187)
!211 = !DILocation(line: 105, column: 12, scope: !187)
!212 = distinct !{!212, !193, !213, !181}
!213 = !DILocation(line: 105, column: 78, scope: !187)
!214 = !DILocalVariable(name: "partner", scope: !187, file: !3, line: 106, type: !29)
!215 = !DILocation(line: 106, column: 9, scope: !187)
!216 = !DILocation(line: 106, column: 21, scope: !187)
!217 = !DILocation(line: 107, column: 20, scope: !187)
!218 = !DILocation(line: 107, column: 28, scope: !187)
!219 = !DILocation(line: 107, column: 55, scope: !187)
!220 = !DILocation(line: 107, column: 5, scope: !187)
!221 = !DILocation(line: 108, column: 5, scope: !187)
!222 = !DILocation(line: 109, column: 13, scope: !187)
!223 = !DILocation(line: 109, column: 9, scope: !187)
!224 = !DILocation(line: 110, column: 16, scope: !187)
!225 = !DILocation(line: 110, column: 20, scope: !187)
!226 = !DILocation(line: 110, column: 25, scope: !187)
!227 = !DILocation(line: 110, column: 30, scope: !187)
!228 = !DILocation(line: 110, column: 35, scope: !187)
!229 = !DILocation(line: 110, column: 40, scope: !187)
!230 = !DILocation(line: 110, column: 45, scope: !187)
!231 = !DILocation(line: 110, column: 47, scope: !187)
!232 = !DILocation(line: 110, column: 12, scope: !187)
!233 = distinct !{!233, !221, !234, !181}
!234 = !DILocation(line: 110, column: 53, scope: !187)
!235 = !DILocation(line: 111, column: 17, scope: !187)
!236 = !DILocation(line: 111, column: 15, scope: !187)
!237 = !DILocation(line: 113, column: 5, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 113, column: 5)
!239 = distinct !DILexicalBlock(scope: !187, file: !3, line: 113, column: 5)
!240 = !DILocation(line: 113, column: 5, scope: !239)
!241 = !DILocation(line: 114, column: 5, scope: !187)
!242 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 131, type: !150, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!243 = !DILocalVariable(name: "arg", arg: 1, scope: !242, file: !3, line: 131, type: !152)
!244 = !DILocation(line: 131, column: 29, scope: !242)
!245 = !DILocation(line: 133, column: 11, scope: !242)
!246 = !DILocalVariable(name: "known", scope: !242, file: !3, line: 134, type: !29)
!247 = !DILocation(line: 134, column: 9, scope: !242)
!248 = !DILocalVariable(name: "kept", scope: !242, file: !3, line: 135, type: !95)
!249 = !DILocation(line: 135, column: 11, scope: !242)
!250 = !DILocation(line: 136, column: 5, scope: !242)
!251 = !DILocation(line: 137, column: 9, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 136, column: 14)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 136, column: 5)
!254 = distinct !DILexicalBlock(scope: !242, file: !3, line: 136, column: 5)
!255 = !DILocation(line: 139, column: 9, scope: !252)
!256 = !DILocation(line: 139, column: 17, scope: !252)
!257 = !DILocation(line: 139, column: 25, scope: !252)
!258 = !DILocation(line: 139, column: 28, scope: !252)
!259 = !DILocation(line: 139, column: 36, scope: !252)
!260 = !DILocation(line: 139, column: 39, scope: !252)
!261 = !DILocation(line: 0, scope: !252)
!262 = !DILocation(line: 140, column: 13, scope: !252)
!263 = distinct !{!263, !255, !264, !181}
!264 = !DILocation(line: 140, column: 45, scope: !252)
!265 = !DILocalVariable(name: "m", scope: !252, file: !3, line: 141, type: !95)
!266 = !DILocation(line: 141, column: 15, scope: !252)
!267 = !DILocation(line: 141, column: 19, scope: !252)
!268 = !DILocation(line: 142, column: 13, scope: !269)
!269 = distinct !DILexicalBlock(scope: !252, file: !3, line: 142, column: 13)
!270 = !DILocation(line: 142, column: 13, scope: !252)
!271 = !DILocation(line: 144, column: 21, scope: !272)
!272 = distinct !DILexicalBlock(scope: !269, file: !3, line: 142, column: 22)
!273 = !DILocation(line: 145, column: 13, scope: !272)
!274 = !DILocation(line: 146, column: 13, scope: !272)
!275 = !DILocation(line: 147, column: 19, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 147, column: 17)
!277 = !DILocation(line: 147, column: 23, scope: !276)
!278 = !DILocation(line: 147, column: 17, scope: !272)
!279 = !DILocation(line: 148, column: 23, scope: !280)
!280 = distinct !DILexicalBlock(scope: !281, file: !3, line: 148, column: 21)
!281 = distinct !DILexicalBlock(scope: !276, file: !3, line: 147, column: 29)
!282 = !DILocation(line: 148, column: 21, scope: !280)
!283 = !DILocation(line: 148, column: 21, scope: !281)
!284 = !DILocation(line: 149, column: 37, scope: !280)
!285 = !DILocation(line: 149, column: 32, scope: !280)
!286 = !DILocation(line: 149, column: 27, scope: !280)
!287 = !DILocation(line: 149, column: 21, scope: !280)
!288 = !DILocation(line: 150, column: 23, scope: !289)
!289 = distinct !DILexicalBlock(scope: !281, file: !3, line: 150, column: 21)
!290 = !DILocation(line: 150, column: 28, scope: !289)
!291 = !DILocation(line: 150, column: 33, scope: !289)
!292 = !DILocation(line: 150, column: 38, scope: !289)
!293 = !DILocation(line: 150, column: 36, scope: !289)
!294 = !DILocation(line: 150, column: 21, scope: !281)
!295 = !DILocation(line: 151, column: 37, scope: !289)
!296 = !DILocation(line: 151, column: 32, scope: !289)
!297 = !DILocation(line: 151, column: 27, scope: !289)
!298 = !DILocation(line: 151, column: 21, scope: !289)
!299 = !DILocation(line: 152, column: 13, scope: !281)
!300 = !DILocation(line: 153, column: 24, scope: !301)
!301 = distinct !DILexicalBlock(scope: !276, file: !3, line: 152, column: 20)
!302 = !DILocation(line: 155, column: 13, scope: !272)
!303 = distinct !{!303, !304, !305}
!304 = !DILocation(line: 136, column: 5, scope: !254)
!305 = !DILocation(line: 180, column: 5, scope: !254)
!306 = !DILocalVariable(name: "to", scope: !252, file: !3, line: 158, type: !29)
!307 = !DILocation(line: 158, column: 13, scope: !252)
!308 = !DILocation(line: 158, column: 18, scope: !252)
!309 = !DILocation(line: 158, column: 32, scope: !252)
!310 = !DILocation(line: 158, column: 46, scope: !252)
!311 = !DILocation(line: 159, column: 9, scope: !252)
!312 = !DILocation(line: 160, column: 18, scope: !313)
!313 = distinct !DILexicalBlock(scope: !252, file: !3, line: 160, column: 13)
!314 = !DILocation(line: 160, column: 13, scope: !313)
!315 = !DILocation(line: 160, column: 23, scope: !313)
!316 = !DILocation(line: 160, column: 26, scope: !313)
!317 = !DILocation(line: 160, column: 13, scope: !252)
!318 = !DILocation(line: 161, column: 17, scope: !319)
!319 = distinct !DILexicalBlock(scope: !313, file: !3, line: 160, column: 52)
!320 = !DILocation(line: 162, column: 9, scope: !319)
!321 = !DILocation(line: 164, column: 17, scope: !322)
!322 = distinct !DILexicalBlock(scope: !313, file: !3, line: 162, column: 16)
!323 = !DILocation(line: 164, column: 24, scope: !322)
!324 = !DILocation(line: 164, column: 32, scope: !322)
!325 = !DILocation(line: 165, column: 17, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !3, line: 165, column: 17)
!327 = !DILocation(line: 165, column: 17, scope: !322)
!328 = !DILocation(line: 166, column: 19, scope: !329)
!329 = distinct !DILexicalBlock(scope: !326, file: !3, line: 165, column: 43)
!330 = !DILocation(line: 166, column: 24, scope: !329)
!331 = !DILocation(line: 167, column: 34, scope: !329)
!332 = !DILocation(line: 167, column: 23, scope: !329)
!333 = !DILocation(line: 167, column: 19, scope: !329)
!334 = !DILocation(line: 167, column: 21, scope: !329)
!335 = !DILocation(line: 168, column: 23, scope: !329)
!336 = !DILocation(line: 168, column: 19, scope: !329)
!337 = !DILocation(line: 168, column: 21, scope: !329)
!338 = !DILocation(line: 169, column: 13, scope: !329)
!339 = !DILocation(line: 169, column: 24, scope: !340)
!340 = distinct !DILexicalBlock(scope: !326, file: !3, line: 169, column: 24)
!341 = !DILocation(line: 169, column: 24, scope: !326)
!342 = !DILocation(line: 170, column: 19, scope: !343)
!343 = distinct !DILexicalBlock(scope: !340, file: !3, line: 169, column: 50)
!344 = !DILocation(line: 170, column: 24, scope: !343)
!345 = !DILocation(line: 171, column: 34, scope: !343)
!346 = !DILocation(line: 171, column: 23, scope: !343)
!347 = !DILocation(line: 171, column: 19, scope: !343)
!348 = !DILocation(line: 171, column: 21, scope: !343)
!349 = !DILocation(line: 172, column: 13, scope: !343)
!350 = !DILocation(line: 173, column: 19, scope: !351)
!351 = distinct !DILexicalBlock(scope: !340, file: !3, line: 172, column: 20)
!352 = !DILocation(line: 173, column: 24, scope: !351)
!353 = !DILocation(line: 174, column: 34, scope: !351)
!354 = !DILocation(line: 174, column: 23, scope: !351)
!355 = !DILocation(line: 174, column: 19, scope: !351)
!356 = !DILocation(line: 174, column: 21, scope: !351)
!357 = !DILocation(line: 175, column: 34, scope: !351)
!358 = !DILocation(line: 175, column: 23, scope: !351)
!359 = !DILocation(line: 175, column: 19, scope: !351)
!360 = !DILocation(line: 175, column: 21, scope: !351)
!361 = !DILocation(line: 176, column: 19, scope: !351)
!362 = !DILocation(line: 176, column: 21, scope: !351)
!363 = !DILocation(line: 179, column: 14, scope: !252)
!364 = !DILocation(line: 179, column: 9, scope: !252)
!365 = !DILocation(line: 136, column: 5, scope: !253)
!366 = distinct !DISubprogram(name: "post", scope: !3, file: !3, line: 57, type: !367, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !29, !95}
!369 = !DILocalVariable(name: "to", arg: 1, scope: !366, file: !3, line: 57, type: !29)
!370 = !DILocation(line: 57, column: 22, scope: !366)
!371 = !DILocalVariable(name: "m", arg: 2, scope: !366, file: !3, line: 57, type: !95)
!372 = !DILocation(line: 57, column: 32, scope: !366)
!373 = !DILocation(line: 59, column: 5, scope: !366)
!374 = !DILocation(line: 60, column: 5, scope: !366)
!375 = !DILocation(line: 60, column: 17, scope: !366)
!376 = !DILocation(line: 60, column: 12, scope: !366)
!377 = !DILocation(line: 61, column: 9, scope: !366)
!378 = distinct !{!378, !374, !379, !181}
!379 = !DILocation(line: 61, column: 41, scope: !366)
!380 = !DILocation(line: 62, column: 9, scope: !366)
!381 = !DILocation(line: 62, column: 5, scope: !366)
!382 = !DILocation(line: 62, column: 15, scope: !366)
!383 = !DILocation(line: 63, column: 10, scope: !366)
!384 = !DILocation(line: 63, column: 5, scope: !366)
!385 = !DILocation(line: 63, column: 14, scope: !366)
!386 = !DILocation(line: 64, column: 5, scope: !366)
!387 = !DILocation(line: 65, column: 5, scope: !366)
!388 = !DILocation(line: 66, column: 1, scope: !366)
!389 = distinct !DISubprogram(name: "take", scope: !3, file: !3, line: 68, type: !390, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!390 = !DISubroutineType(types: !391)
!391 = !{!95, !29}
!392 = !DILocalVariable(name: "who", arg: 1, scope: !389, file: !3, line: 68, type: !29)
!393 = !DILocation(line: 68, column: 23, scope: !389)
!394 = !DILocation(line: 70, column: 5, scope: !389)
!395 = !DILocation(line: 71, column: 5, scope: !389)
!396 = !DILocation(line: 71, column: 18, scope: !389)
!397 = !DILocation(line: 71, column: 13, scope: !389)
!398 = !DILocation(line: 71, column: 12, scope: !389)
!399 = !DILocation(line: 72, column: 9, scope: !389)
!400 = distinct !{!400, !395, !401, !181}
!401 = !DILocation(line: 72, column: 41, scope: !389)
!402 = !DILocalVariable(name: "m", scope: !389, file: !3, line: 73, type: !95)
!403 = !DILocation(line: 73, column: 11, scope: !389)
!404 = !DILocation(line: 73, column: 19, scope: !389)
!405 = !DILocation(line: 73, column: 15, scope: !389)
!406 = !DILocation(line: 74, column: 10, scope: !389)
!407 = !DILocation(line: 74, column: 5, scope: !389)
!408 = !DILocation(line: 74, column: 15, scope: !389)
!409 = !DILocation(line: 75, column: 5, scope: !389)
!410 = !DILocation(line: 76, column: 5, scope: !389)
!411 = !DILocation(line: 77, column: 5, scope: !389)
!412 = distinct !DISubprogram(name: "pick_nonce", scope: !3, file: !3, line: 118, type: !413, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!413 = !DISubroutineType(types: !414)
!414 = !{!29, !29}
!415 = !DILocalVariable(name: "known", arg: 1, scope: !412, file: !3, line: 118, type: !29)
!416 = !DILocation(line: 118, column: 27, scope: !412)
!417 = !DILocalVariable(name: "first", scope: !412, file: !3, line: 120, type: !29)
!418 = !DILocation(line: 120, column: 9, scope: !412)
!419 = !DILocalVariable(name: "second", scope: !412, file: !3, line: 120, type: !29)
!420 = !DILocation(line: 120, column: 20, scope: !412)
!421 = !DILocalVariable(name: "n", scope: !422, file: !3, line: 121, type: !29)
!422 = distinct !DILexicalBlock(scope: !412, file: !3, line: 121, column: 5)
!423 = !DILocation(line: 121, column: 14, scope: !422)
!424 = !DILocation(line: 121, column: 10, scope: !422)
!425 = !DILocation(line: 121, column: 22, scope: !426)
!426 = distinct !DILexicalBlock(scope: !422, file: !3, line: 121, column: 5)
!427 = !DILocation(line: 121, column: 24, scope: !426)
!428 = !DILocation(line: 121, column: 5, scope: !422)
!429 = !DILocation(line: 122, column: 13, scope: !430)
!430 = distinct !DILexicalBlock(scope: !426, file: !3, line: 122, column: 13)
!431 = !DILocation(line: 122, column: 27, scope: !430)
!432 = !DILocation(line: 122, column: 24, scope: !430)
!433 = !DILocation(line: 122, column: 19, scope: !430)
!434 = !DILocation(line: 122, column: 13, scope: !426)
!435 = !DILocation(line: 123, column: 18, scope: !436)
!436 = distinct !DILexicalBlock(scope: !437, file: !3, line: 123, column: 17)
!437 = distinct !DILexicalBlock(scope: !430, file: !3, line: 122, column: 31)
!438 = !DILocation(line: 123, column: 17, scope: !437)
!439 = !DILocation(line: 124, column: 25, scope: !436)
!440 = !DILocation(line: 124, column: 23, scope: !436)
!441 = !DILocation(line: 124, column: 17, scope: !436)
!442 = !DILocation(line: 125, column: 23, scope: !443)
!443 = distinct !DILexicalBlock(scope: !436, file: !3, line: 125, column: 22)
!444 = !DILocation(line: 125, column: 22, scope: !436)
!445 = !DILocation(line: 126, column: 26, scope: !443)
!446 = !DILocation(line: 126, column: 24, scope: !443)
!447 = !DILocation(line: 126, column: 17, scope: !443)
!448 = !DILocation(line: 127, column: 9, scope: !437)
!449 = !DILocation(line: 122, column: 28, scope: !430)
!450 = !DILocation(line: 121, column: 32, scope: !426)
!451 = !DILocation(line: 121, column: 5, scope: !426)
!452 = distinct !{!452, !428, !453, !181}
!453 = !DILocation(line: 127, column: 9, scope: !422)
!454 = !DILocation(line: 128, column: 13, scope: !412)
!455 = !DILocation(line: 128, column: 20, scope: !412)
!456 = !DILocation(line: 128, column: 23, scope: !412)
!457 = !DILocation(line: 128, column: 12, scope: !412)
!458 = !DILocation(line: 128, column: 51, scope: !412)
!459 = !DILocation(line: 128, column: 60, scope: !412)
!460 = !DILocation(line: 128, column: 5, scope: !412)
